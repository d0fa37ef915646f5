import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { ExpertLoginForm } from './expert-login-form';
import styles from './expert-login.module.css';

/** The expert login page body: a short note for players who came here by mistake, and the form on a light card. */
export async function ExpertLoginPanel({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'expertAccount.login' });
  return (
    <div className={styles.card}>
      <p className={styles.intro}>{t('intro')}</p>
      <ExpertLoginForm />
    </div>
  );
}
