import type { Locale } from '@/lib/i18n/routing';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import ru from '@/messages/ru.json';

/** The project's message catalogues by language, as the tests render and serve them. */
export const catalogues = { ru, en, fr } as const satisfies Record<Locale, unknown>;
