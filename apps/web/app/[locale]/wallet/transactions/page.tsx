import { TransactionHistory } from '@/features/cashier/transaction-history.tsx';
import { getT } from '@/features/i18n/messages.ts';
import { type LocalePageProps, PlayerPage, playerPageMetadata } from '@/features/layout/player-page.tsx';
import styles from '@/features/my-bets/my-bets.module.css';

export const generateMetadata = playerPageMetadata(
  '/wallet/transactions',
  'cashier.history.title',
  'cashier.history.description',
);

/** The wallet transactions path (SPEC §2): the player's ledger, like My Bets. */
export default async function TransactionsPage({ params }: LocalePageProps) {
  const t = getT((await params).locale);
  return (
    <PlayerPage styles={styles} title={t('cashier.history.title')}>
      <TransactionHistory />
    </PlayerPage>
  );
}
