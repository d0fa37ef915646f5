'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { balancedBidi } from '@/contract/user-text';
import { useAdditionPresent } from '@/lib/api/use-addition-present';
import { useFormatCount } from '@/lib/i18n/use-format-count';
import { expertQueries } from '../api/expert-queries';
import { useExpert } from '../store';
import type { ExpertAppeal } from '../types';
import { AppealDetail, createDraftBook } from './appeal-detail';
import { useExpertServices } from './expert-provider';
import { ConsoleList } from './console-list';
import styles from './console.module.css';

/**
 * Appeals of the game (pending first). A NewAppeal for this expert raises the "new" badge; looking at the panel
 * (focus or click inside it) clears it. Choosing one opens its detail with the accept / reject form, or, on a
 * backend without appeal decisions, read-only (the panel says so once it is known).
 */
export function AppealsPanel() {
  const t = useTranslations('expertConsole.appeals');
  const formatCount = useFormatCount();
  const { api, gameId } = useExpertServices();
  const appeals = useQuery(expertQueries.appeals(api, gameId));
  const notification = useExpert((s) => s.notification);
  const actions = useExpert((s) => s.actions);
  const [selected, setSelected] = useState<number | null>(null);
  /** The "Open: …" button that opened the detail: closing the detail gives the focus back to it. */
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    const back = opener.current;
    setSelected(null);
    if (back?.isConnected) back.focus();
  };
  // What was typed per appeal: switching to another appeal and back never loses it, nor carries it over. Kept
  // outside React state, so typing re-renders only the detail, not this panel and its list.
  const [drafts] = useState(createDraftBook);
  const items = appeals.data;
  useEffect(() => {
    if (items) actions.appealsLoaded({ ids: items.map((appeal) => appeal.id) });
  }, [actions, items]);
  const pending = items?.filter((appeal) => appeal.status === 'PENDING').length ?? 0;
  const seen = () => actions.appealsSeen({});
  const decidable = useAdditionPresent('appealResolution');

  return (
    <section className={styles.panel} aria-labelledby="appeals-heading" onFocus={seen} onClick={seen}>
      <h2 id="appeals-heading">
        {t('heading')}{' '}
        {notification ? (
          <span className={styles.badge} data-testid="appeals-new">
            {t('new')}
          </span>
        ) : null}
      </h2>
      <p className={styles.hint}>{t('pending', { count: pending, countText: formatCount(pending) })}</p>
      {decidable ? null : (
        <p className={styles.status} data-testid="appeals-read-only">
          {t('readOnly')}
        </p>
      )}
      {/* A failed background re-read keeps the list: only a list never read says it could not load. */}
      {appeals.isError && !appeals.data ? (
        <p role="alert" className={styles.problem}>
          {t('loadFailed')}
        </p>
      ) : null}
      {items && items.length > 0 ? (
        <ConsoleList
          items={items}
          estimate={56}
          keyOf={(appeal) => appeal.id}
          label={t('list')}
          testId="appeals"
          render={(appeal) => (
            <AppealRow
              appeal={appeal}
              selected={selected === appeal.id}
              open={(button) => {
                opener.current = button;
                setSelected(appeal.id);
              }}
            />
          )}
        />
      ) : items ? (
        <p className={styles.hint}>{t('empty')}</p>
      ) : null}
      {selected !== null ? <AppealDetail key={selected} appealId={selected} drafts={drafts} close={close} /> : null}
    </section>
  );
}

function AppealRow({ appeal, selected, open }: { appeal: ExpertAppeal; selected: boolean; open: (button: HTMLButtonElement) => void }) {
  const t = useTranslations('expertConsole.appeals');
  return (
    <>
      <span dir="auto">
        {t('row', { team: balancedBidi(appeal.participantName), tour: appeal.tourNumber, question: appeal.questionNumber })} · {t(`status.${appeal.status}`)}
      </span>
      <button type="button" className={styles.button} aria-pressed={selected} onClick={(event) => open(event.currentTarget)}>
        {t('open', { team: balancedBidi(appeal.participantName), question: appeal.questionNumber })}
      </button>
    </>
  );
}
