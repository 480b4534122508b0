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
    path: '/users/password/new',
    title: t('auth.passwordNew.title'),
    description: t('auth.passwordNew.page'),
    noindex: true,
  });
}

/** Forgot password (SPEC §2): opens the modal over a short page that can reopen it. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  const t = getT(locale);
  return (
    <AuthRoutePage
      modal="password_new"
      title={t('auth.passwordNew.title')}
      text={t('auth.passwordNew.page')}
    />
  );
}
