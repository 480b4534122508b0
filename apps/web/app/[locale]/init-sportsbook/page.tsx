import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { catalogueLocale } from '@/features/catalogue/page-locale';
import { initTarget } from '@/features/embed/init-session.ts';
import { InitSession } from '@/features/embed/init-session-view.tsx';
import { getT } from '@/features/i18n';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * `/init-sportsbook?path=/live` (SPEC §2): where a host points its iframe to start an embedded
 * session. A top-level visit (Sec-Fetch-Dest: document) is redirected to the path at once; a frame
 * shows a loading state until the host's token has signed the player in (features/embed/init-session.ts).
 */
export default async function InitSportsbookPage({ params, searchParams }: Props) {
  const locale = catalogueLocale((await params).locale);
  const target = initTarget((await searchParams).path, locale);
  if ((await headers()).get('sec-fetch-dest') === 'document') redirect(target);
  return <InitSession target={target} label={getT(locale)('shell.embed.starting')} />;
}
