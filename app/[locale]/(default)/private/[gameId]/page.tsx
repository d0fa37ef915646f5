import { notFound } from 'next/navigation';
import { pageLocale } from '@/app/[locale]/_components/page-locale';

/**
 * A private game's page. The platform's private games (the `party` family) are not part of the product yet, so no
 * id is one it knows: every address here is a 404, as an unknown game's will be once the page exists.
 */
export default async function Page({ params }: { params: Promise<{ locale: string; gameId: string }> }) {
  await pageLocale(params);
  notFound();
}
