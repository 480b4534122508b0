import { DepositPage } from '@/features/cashier/deposit-page.tsx';
import { WithMessages } from '@/features/i18n/with-messages.tsx';
import { type LocalePageProps, playerPageMetadata } from '@/features/layout/player-page.tsx';

export const generateMetadata = playerPageMetadata(
  '/wallet/deposit',
  'cashier.deposit.title',
  'cashier.deposit.description',
);

/** The wallet deposit path (SPEC §2): the deposit on a page of its own. */
export default async function WalletDepositPage({ params }: LocalePageProps) {
  const { locale } = await params;
  return (
    <WithMessages locale={locale} namespaces={['cashier', 'bets']}>
      <DepositPage />
    </WithMessages>
  );
}
