import { HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { HomeContent, type HomeSearchParams } from '@/app/[locale]/_components/home-content';
import { pageLocale } from '@/app/[locale]/_components/page-locale';
import { loadRegistrationGame } from '@/features/registration/api/server-registration';
import { registrationGameIdOf } from '@/lib/routing/registration-address';

type Props = { params: Promise<{ locale: string; gameId: string }>; searchParams: Promise<HomeSearchParams> };

const gameIdOf = async (params: Props['params']) => registrationGameIdOf(`/reg/${(await params).gameId}`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const id = await gameIdOf(params);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return { title: t('reg', { id: String(id ?? '') }) };
}

/**
 * `/reg/{gameId}`: the home page with the registration modal open (the modal follows the address, see
 * RegistrationRoute). The game is read here first, with the visitor's session, so an unknown game is an HTTP 404
 * (never a 200) and the modal opens with its game already known.
 */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const id = await gameIdOf(params);
  if (id === null) notFound();
  const game = await loadRegistrationGame(locale, id);
  if (game.kind === 'not-found') notFound();
  return (
    <>
      {game.kind === 'found' ? <HydrationBoundary state={game.dehydrated}>{null}</HydrationBoundary> : null}
      {/* Opened from a filtered list, the address keeps the list's filters: the page under the modal is that list. */}
      <HomeContent locale={locale} searchParams={await searchParams} />
    </>
  );
}
