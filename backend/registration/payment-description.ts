import type { RegistrationLanguage } from '@/contract/registration-settings';

const intlLocale: Record<RegistrationLanguage, string> = { ru: 'ru-RU', en: 'en-GB', fr: 'fr-FR' };

/** The line the payer sees in the widget and on the bank statement's receipt, in the registration's language. */
export function paymentDescription(language: RegistrationLanguage, game: string, team: string, startsAt: number, timeZone: string) {
  const date = new Intl.DateTimeFormat(intlLocale[language], { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone }).format(startsAt);
  if (language === 'ru') return `Участие в игре «${game}», ${date}, команда «${team}»`;
  if (language === 'fr') return `Participation à « ${game} », ${date}, équipe « ${team} »`;
  return `Entry to “${game}”, ${date}, team “${team}”`;
}
