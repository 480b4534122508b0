import { DepositPage } from '@/features/cashier/deposit-page.tsx';
import { playerPageMetadata } from '@/features/layout/player-page.tsx';

export const generateMetadata = playerPageMetadata(
  '/wallet/deposit',
  'cashier.deposit.title',
  'cashier.deposit.description',
);

/** The wallet deposit path (SPEC §2): the deposit on a page of its own. */
export default async function WalletDepositPage() {
  return <DepositPage />;
}
