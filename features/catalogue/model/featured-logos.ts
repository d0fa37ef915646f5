import type { Locale } from '@/lib/i18n/routing';
import type { CatalogueGame, CorporateLogo } from '../types';

/**
 * The header's corporate logos: those of the first corporate game played in the page's language. A Russian client's
 * logo does not head the English or French site; a game whose language the API does not give is not featured.
 */
export const featuredLogos = (games: readonly Pick<CatalogueGame, 'corporateLogos' | 'language'>[], locale: Locale): CorporateLogo[] =>
  games.find((game) => game.corporateLogos.length > 0 && game.language === locale)?.corporateLogos ?? [];
