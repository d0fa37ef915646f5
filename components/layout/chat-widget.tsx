'use client';
import { useEffect } from 'react';
import { getBrowserConfig } from '@/lib/config/public-config';
import { whenIdle } from '@/lib/scheduling/when-idle';

/**
 * The customer chat widget, where the default layout offers help (beside the chat-bot button), only when configured:
 * loaded once the page is interactive and idle. Its script draws its own button and stays for the document's life.
 * The loader's code comes with it (import()), so a deployment without a widget does not ship it.
 */
export function ChatWidget() {
  useEffect(() => {
    const { chatWidget } = getBrowserConfig().thirdParty;
    if (!chatWidget) return;
    return whenIdle(() => void import('@/lib/third-party/third-party-scripts').then(({ startChatWidget }) => startChatWidget(chatWidget)));
  }, []);
  return null;
}
