'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useChat, useChatActions } from '../store';

/** Messages arriving together are read as one line, at most this often (500 a minute must not flood a reader). */
const BATCH_MS = 1500;
const PREVIEW_LENGTH = 140;

/**
 * A polite live region: other people's new messages are read out without moving the focus. Those arriving within
 * BATCH_MS of the first become one line ("3 new messages, the latest from X: ..."); a steady stream is read once
 * per BATCH_MS, never starved.
 */
export function ChatAnnouncer() {
  const t = useTranslations('chat.announce');
  const tm = useTranslations('chat.message');
  const arrivals = useChat((s) => s.arrivals);
  const { arrivalsAnnounced } = useChatActions();
  const [spoken, setSpoken] = useState('');
  const latest = useRef(arrivals);
  useLayoutEffect(() => {
    latest.current = arrivals;
  });
  const pending = arrivals.count > 0;

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      const { count, latest: message } = latest.current;
      if (!message) return;
      const who =
        message.author.role === 'staff'
          ? tm('organiser')
          : message.author.role === 'support'
            ? tm('support')
            : (message.author.teamName ?? message.author.name);
      const text = message.text.length > PREVIEW_LENGTH ? `${message.text.slice(0, PREVIEW_LENGTH)}…` : message.text;
      setSpoken(count === 1 ? t('one', { who, text }) : t('many', { count, who, text }));
      arrivalsAnnounced({});
    }, BATCH_MS);
    return () => clearTimeout(timer);
  }, [pending, arrivalsAnnounced, t, tm]);

  return (
    <div role="status" aria-live="polite" className="visually-hidden" data-testid="chat-announce">
      {spoken}
    </div>
  );
}
