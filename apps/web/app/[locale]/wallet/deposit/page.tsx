import type { Metadata } from 'next';
import { DepositPage } from '@/features/cashier/deposit-page.tsx';
import { getT } from '@/features/i18n/messages.ts';
import { buildMetadata } from '@/features/layout/metadata.ts';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/wallet/deposit',
    title: t('cashier.deposit.title'),
    description: t('cashier.deposit.description'),
    noindex: true,
  });
}

/** The wallet deposit path (SPEC §2): the deposit on a page of its own. */
export default async function WalletDepositPage() {
  return <DepositPage />;
}
