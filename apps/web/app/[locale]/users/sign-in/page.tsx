import type { Metadata } from 'next';
import { AuthRoutePage } from '@/features/auth/auth-route-page.tsx';
import { getT } from '@/features/i18n/messages.ts';
import { buildMetadata } from '@/features/layout/metadata.ts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/users/sign-in',
    title: t('auth.signIn.title'),
    description: t('auth.signIn.page'),
    noindex: true,
  });
}

/** Sign in (SPEC §2): opens the modal over a short page that can reopen it. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  const t = getT(locale);
  return <AuthRoutePage modal="sign_in" title={t('auth.signIn.title')} text={t('auth.signIn.page')} />;
}
