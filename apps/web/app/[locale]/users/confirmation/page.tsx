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
    path: '/users/confirmation',
    title: t('auth.confirmation.title'),
    description: t('auth.confirmation.page'),
    noindex: true,
  });
}

/** E-mail confirmation (confirmation_token read from the query, then removed) (SPEC §2): opens the modal over a short page that can reopen it. */
export default async function Page({ params }: Props) {
  const { locale } = await params;
  const t = getT(locale);
  return (
    <AuthRoutePage
      modal="confirmation"
      title={t('auth.confirmation.title')}
      text={t('auth.confirmation.page')}
    />
  );
}
