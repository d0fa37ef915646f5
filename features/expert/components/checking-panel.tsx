'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { balancedBidi } from '@/contract/user-text';
import { useFormatCount } from '@/lib/i18n/use-format-count';
import { useExpert } from '../store';
import { BlankSheet } from './blank-sheet';
import { useExpertServices } from './expert-provider';
import styles from './console.module.css';

/**
 * Checking sheet by sheet: start takes sheets from the stack one at a time (spec's fetch rule), stop gives the
 * current one back. The sheets this console sent stay listed, so an expert can see what they checked.
 */
export function CheckingPanel() {
  const t = useTranslations('expertConsole.checking');
  const formatCount = useFormatCount();
  const { engine } = useExpertServices();
  const on = useExpert((s) => s.checking.on);
  const fetching = useExpert((s) => s.checking.fetching);
  const hasCurrent = useExpert((s) => s.checking.currentBlank !== null);
  const stack = useExpert((s) => s.sheetsCount);
  const lostTeam = useExpert((s) => s.checking.lostTeam);
  const checked = useExpert(useShallow((s) => s.checking.blanks.filter((blank) => blank.resolved)));
  const finished = useExpert((s) => s.isFinished);
  const tc = useTranslations('expertConsole');
  // The sheet just sent (or lost) leaves the page with the focus in it: when no other sheet takes its place, the
  // focus goes to the line saying what happens next (still inside this panel, so the next sheet takes it again).
  const idle = useRef<HTMLParagraphElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const hadSheet = useRef(hasCurrent);
  useEffect(() => {
    const lost = hadSheet.current && !hasCurrent && (document.activeElement === null || document.activeElement === document.body);
    hadSheet.current = hasCurrent;
    if (lost) (idle.current ?? heading.current)?.focus();
  }, [hasCurrent]);

  return (
    <section className={styles.panel} aria-labelledby="checking-heading">
      <h2 id="checking-heading" ref={heading} tabIndex={-1}>
        {t('heading')}
      </h2>
      {finished ? (
        <p className={styles.status} data-testid="checking-final">
          {tc('readOnly')}
        </p>
      ) : null}
      <div className={styles.row} hidden={finished}>
        {on ? (
          <button type="button" className={styles.button} onClick={() => engine.stopChecking()}>
            {t('stop')}
          </button>
        ) : (
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => engine.startChecking()}>
            {t('start')}
          </button>
        )}
        <p className={styles.hint}>{t('keys')}</p>
      </div>
      {on && !hasCurrent ? (
        <p className={styles.hint} role="status" data-testid="checking-idle" ref={idle} tabIndex={-1}>
          {fetching ? t('fetching') : stack > 0 ? t('fetching') : t('empty')}
        </p>
      ) : null}
      {lostTeam !== null ? (
        <p className={styles.problem} data-testid="sheet-lost">
          {t('lost', { team: lostTeam })}
        </p>
      ) : null}
      {on && hasCurrent ? <BlankSheet /> : null}
      {checked.length > 0 ? (
        <div>
          <h3>{t('checked', { count: checked.length, countText: formatCount(checked.length) })}</h3>
          <ul className={styles.list} data-testid="checked-sheets">
            {checked.map((blank) => (
              <li key={blank.id} data-sheet-id={blank.id} dir="auto">
                {t('checkedItem', { team: balancedBidi(blank.participantName), tour: blank.tourNumber })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
