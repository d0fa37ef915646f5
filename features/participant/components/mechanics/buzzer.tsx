'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { isApiFailure } from '@/lib/api/api-failure';
import { FocusKeepingButton } from '@/components/ui/focus-keeping-button';
import { balancedBidi } from '@/contract/user-text';
import { usePressMechanic } from '../../api/use-press-mechanic';
import { createKey } from '../../model/idempotency';
import { useParticipant, useParticipantActions } from '../../store';
import { useParticipantServices } from '../participant-services';
import { useScreen } from '../use-screen';
import styles from './buzzer.module.css';

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
  const pressing = usePressMechanic(api, participantId);
  const key = useRef<string | null>(null);
  // Spec: a reset (the expert clears the list) returns the request status to default.
  const cleared = tuts.reactions.length === 0;
  const { reset } = pressing;
  useEffect(() => {
    if (cleared) reset();
  }, [cleared, reset]);
  // 422: already pressed (another member was quicker): the list says so; anything else is a failure.
  const failed = pressing.isError && !(isApiFailure(pressing.error) && pressing.error.status === 422);

  if (!offered || (!tuts.active && tuts.reactions.length === 0)) return null;
  const mine = tuts.reactions.find((r) => r.participantId === participantId);

  const press = () => {
    key.current ??= createKey();
    pressing.mutate(
      { mechanic: 'TUTS', order: tuts.reactions.length + 1, idempotencyKey: key.current },
      {
        onSuccess: (reactions) => actions.reactionsUpdated({ active: true, reactions }),
        onSettled: () => {
          key.current = null;
        },
      },
    );
  };

  return (
    <section className={styles.buzzer} aria-labelledby="buzzer-heading">
      <h2 id="buzzer-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {tuts.active && canPress ? (
        // It keeps the focus of the key that pressed it (a disabled button drops it to <body>); the press itself is
        // announced (buzzerPressed).
        <FocusKeepingButton className={styles.press} unavailable={Boolean(mine) || pressing.isPending} onClick={press}>
          {mine ? t('pressed', { order: mine.order }) : pressing.isPending ? t('pressing') : t('press')}
        </FocusKeepingButton>
      ) : null}
      {failed ? (
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
