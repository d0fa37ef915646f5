'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { chatLimits } from '@/contract/chat-settings';
import { useChatActions } from '../store';
import type { SendRefusal } from '../types';
import styles from './chat.module.css';

const refusalKey = {
  empty: 'empty',
  characters: 'characters',
  'too-long': 'tooLong',
  locked: 'locked',
  round: 'round',
  'rate-limited': 'rateLimited',
  'no-connection': 'noConnection',
  'not-joined': 'noConnection',
  'renew-token': 'noConnection',
  invalid: 'invalid',
} as const satisfies Record<SendRefusal['reason'], string>;

/** How often the rate limit's wait is looked at (a second's change shows within this). */
const TICK_MS = 250;

/** Seconds left of a rate-limit wait, counting down; at zero the refusal is dropped from the store. */
function useSecondsLeft(refusal: SendRefusal | null): number | null {
  const { retryWaitEnded } = useChatActions();
  const until = refusal?.retryAt;
  const [left, setLeft] = useState<{ until: number; seconds: number } | null>(null);
  useEffect(() => {
    if (until === undefined) return;
    const timer = setInterval(() => {
      const seconds = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft((current) => (current?.until === until && current.seconds === seconds ? current : { until, seconds }));
      if (seconds === 0) {
        clearInterval(timer);
        retryWaitEnded({ retryAt: until });
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until, retryWaitEnded]);
  if (until === undefined) return null;
  // Until the first tick: the wait as the server gave it (the refusal has just arrived).
  return left?.until === until ? left.seconds : (refusal?.retryAfterSeconds ?? null);
}

/**
 * Why the last send was refused. The visible text follows the present (how much to shorten as the player edits,
 * the seconds left of a rate-limit wait) and is the field's description; it is not itself a live region, or every
 * keystroke and every second would be read out assertively. The alert says the refusal once, as it was when it
 * came (a new refusal, even with the same words, is said again).
 */
export function RefusalNotice({ id, refusal, draftLength }: { id: string; refusal: SendRefusal | null; draftLength: number }) {
  const t = useTranslations('chat.composer.refusal');
  const secondsLeft = useSecondsLeft(refusal);
  const text = refusal
    ? t(refusalKey[refusal.reason], {
        max: chatLimits.maxLength,
        over: Math.max(0, draftLength - chatLimits.maxLength),
        seconds: Math.max(1, secondsLeft ?? 1),
      })
    : null;
  // The refusal as it was said: taken when a new refusal arrives (adjusting state to a changed prop in render).
  const [said, setSaid] = useState<{ refusal: SendRefusal | null; text: string | null; count: number }>({ refusal: null, text: null, count: 0 });
  if (said.refusal !== refusal) setSaid({ refusal, text, count: said.count + 1 });

  return (
    <>
      <div role="alert" className="visually-hidden" data-testid="chat-refusal-alert">
        {said.text ? <p key={said.count}>{said.text}</p> : null}
      </div>
      {text ? (
        <p id={id} className={styles.error} data-testid="chat-refusal">
          {text}
        </p>
      ) : null}
    </>
  );
}
