'use client';
import { useEffect } from 'react';
import { getBrowserConfig } from '@/lib/config/public-config';
import { startChatWidget, whenIdle } from '@/lib/third-party/third-party-scripts';

/**
 * The customer chat widget, where the default layout offers help (beside the chat-bot button), only when configured:
 * loaded once the page is interactive and idle. Its script draws its own button and stays for the document's life.
 */
export function ChatWidget() {
  useEffect(() => {
    const { chatWidget } = getBrowserConfig().thirdParty;
    if (!chatWidget) return;
    return whenIdle(() => startChatWidget(chatWidget));
  }, []);
  return null;
}
