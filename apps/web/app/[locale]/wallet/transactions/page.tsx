import type { Metadata } from 'next';
import { TransactionHistory } from '@/features/cashier/transaction-history.tsx';
import { getT } from '@/features/i18n/messages.ts';
import { buildMetadata } from '@/features/layout/metadata.ts';
import styles from '@/features/my-bets/my-bets.module.css';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = getT(locale);
  return buildMetadata({
    locale,
    path: '/wallet/transactions',
    title: t('cashier.history.title'),
    description: t('cashier.history.description'),
    noindex: true,
  });
}

/** The wallet transactions path (SPEC §2): the player's ledger, like My Bets. */
export default async function TransactionsPage({ params }: Props) {
  const { locale } = await params;
  const t = getT(locale);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('cashier.history.title')}</h1>
      <TransactionHistory />
    </div>
  );
}
