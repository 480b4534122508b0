import { TransactionHistory } from '@/features/cashier/transaction-history.tsx';
import { getT } from '@/features/i18n/messages.ts';
import { WithMessages } from '@/features/i18n/with-messages.tsx';
import { type LocalePageProps, PlayerPage, playerPageMetadata } from '@/features/layout/player-page.tsx';
import styles from '@/features/my-bets/my-bets.module.css';

export const generateMetadata = playerPageMetadata(
  '/wallet/transactions',
  'cashier.history.title',
  'cashier.history.description',
);

/** The wallet transactions path (SPEC §2): the player's ledger, like My Bets. */
export default async function TransactionsPage({ params }: LocalePageProps) {
  const { locale } = await params;
  const t = getT(locale);
  return (
    <PlayerPage styles={styles} title={t('cashier.history.title')}>
      <WithMessages locale={locale} namespaces={['cashier', 'bets']}>
        <TransactionHistory />
      </WithMessages>
    </PlayerPage>
  );
}
