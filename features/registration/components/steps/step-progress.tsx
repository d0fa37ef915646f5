'use client';
import { useTranslations } from 'next-intl';
import { steps, type Step } from '../../model/step-schemas';
import styles from '../registration.module.css';

/** Data, Team, Cost: where the visitor is (aria-current) and what is done. */
export function StepProgress({ current }: { current: Step }) {
  const t = useTranslations('registration.steps');
  const index = steps.indexOf(current);
  return (
    <ol className={styles.progress} aria-label={t('label')}>
      {steps.map((step, i) => (
        <li key={step} aria-current={i === index ? 'step' : undefined} data-done={i < index ? 'true' : undefined}>
          {t(step)}
        </li>
      ))}
    </ol>
  );
}

/** "Step 2 of 3. Team": the heading each step opens with (and takes the focus with). */
export function useStepHeading() {
  const t = useTranslations('registration.steps');
  return (step: Step) => t('heading', { number: steps.indexOf(step) + 1, name: t(step) });
}
