'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { isApiFailure } from '@/lib/api/api-failure';
import { FocusKeepingButton } from '@/components/ui/focus-keeping-button';
import { balancedBidi } from '@/contract/user-text';
import { pressMechanic } from '../../api/press-mechanic';
import { createKey } from '../../model/idempotency';
import { useParticipant, useParticipantActions } from '../../store';
import { useParticipantServices } from '../participant-services';
import { useScreen } from '../use-screen';
import styles from './buzzer.module.css';

type RequestStatus = 'default' | 'request' | 'success' | 'failure';

/**
 * The TUTS mechanic: a buzzer. Teams press, the server keeps the order, everyone sees the ordered list; the expert
 * clears it. Disabled once this team is listed (a second press would be refused anyway).
 */
export function Buzzer() {
  const t = useTranslations('participant.buzzer');
  const { api, participantId } = useParticipantServices();
  const offered = useScreen((s) => s.mechanics.includes('TUTS'));
  const tuts = useParticipant((s) => s.tuts);
  const canPress = useParticipant((s) => s.status === 'READY' && !s.isFinished);
  const actions = useParticipantActions();
  const [status, setStatus] = useState<RequestStatus>('default');
  const key = useRef<string | null>(null);
  // Spec: a reset (the expert clears the list) returns the request status to default.
  const [listed, setListed] = useState(tuts.reactions.length);
  if (listed !== tuts.reactions.length) {
    setListed(tuts.reactions.length);
    if (tuts.reactions.length === 0) setStatus('default');
  }

  if (!offered || (!tuts.active && tuts.reactions.length === 0)) return null;
  const mine = tuts.reactions.find((r) => r.participantId === participantId);

  const press = async () => {
    setStatus('request');
    key.current ??= createKey();
    try {
      const reactions = await pressMechanic(api, participantId, 'TUTS', key.current);
      actions.reactionsUpdated({ active: true, reactions });
      setStatus('success');
      key.current = null;
    } catch (error) {
      key.current = null;
      // 422: already pressed (another member was quicker) — the list says so; anything else is a failure.
      setStatus(isApiFailure(error) && error.status === 422 ? 'success' : 'failure');
    }
  };

  return (
    <section className={styles.buzzer} aria-labelledby="buzzer-heading">
      <h2 id="buzzer-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {tuts.active && canPress ? (
        // It keeps the focus of the key that pressed it (a disabled button drops it to <body>); the press itself is
        // announced (buzzerPressed).
        <FocusKeepingButton className={styles.press} unavailable={Boolean(mine) || status === 'request'} onClick={() => void press()}>
          {mine ? t('pressed', { order: mine.order }) : status === 'request' ? t('pressing') : t('press')}
        </FocusKeepingButton>
      ) : null}
      {status === 'failure' ? (
        <p role="alert" className={styles.error}>
          {t('failed')}
        </p>
      ) : null}
      {tuts.reactions.length > 0 ? (
        <ol className={styles.list} aria-label={t('order')}>
          {tuts.reactions.map((r) => (
            <li key={r.participantId} data-mine={r.participantId === participantId || undefined} dir="auto">
              {balancedBidi(r.name)}
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>{t('nobody')}</p>
      )}
    </section>
  );
}
