'use client';

import { type ChangeEvent, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import { formatBetTime } from '../my-bets/format.ts';
import betStyles from '../my-bets/my-bets.module.css';
import { useTransactions } from './api.ts';
import styles from './history.module.css';
import { useDeposit } from './start-deposit.ts';
import { amountTone, formatBalanceAmount, formatSignedAmount, referenceOf } from './transaction-format.ts';
import { LEDGER_KINDS, type Transaction, type TransactionFilters } from './types.ts';

const KIND_FILTERS = ['all', ...LEDGER_KINDS] as const;

/**
 * The transaction history (the wallet transactions path; SPEC §2 provider redirect): ledger entries
 * newest first with a kind filter and paging, in the look of My Bets. Visitors get a sign-in prompt.
 */
export function TransactionHistory() {
  const t = useT('cashier', 'bets');
  const status = useAuthStatus();
  const [filters, setFilters] = useState<TransactionFilters>({ kind: 'all', page: 1 });
  if (status === AuthStatus.notLoggedIn) {
    return (
      <div className={betStyles.root}>
        <EmptyState
          icon="user"
          headingLevel={2}
          title={t('cashier.history.signedOut')}
          description={t('cashier.history.signedOutHint')}
          action={<Button onClick={() => openModal('sign_in')}>{t('bets.signIn')}</Button>}
        />
      </div>
    );
  }
  return (
    <div className={betStyles.root} data-section="wallet_transactions">
      <KindFilter kind={filters.kind} onChange={(kind) => setFilters({ kind, page: 1 })} />
      <HistoryBody filters={filters} onPage={(page) => setFilters({ ...filters, page })} />
    </div>
  );
}

function KindFilter({
  kind,
  onChange,
}: {
  kind: TransactionFilters['kind'];
  onChange: (kind: TransactionFilters['kind']) => void;
}) {
  const t = useT('cashier', 'bets');
  const name = useId();
  const onKind = (event: ChangeEvent<HTMLInputElement>) =>
    onChange(event.target.value as TransactionFilters['kind']);
  return (
    <fieldset className={`${betStyles.segmented} ${styles.kinds}`}>
      <legend className="visually-hidden">{t('cashier.history.filter')}</legend>
      {KIND_FILTERS.map((value) => (
        <label key={value} className={betStyles.segment}>
          <input type="radio" name={name} value={value} checked={kind === value} onChange={onKind} />
          <span>{t(`cashier.history.kind.${value}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}

function HistoryBody({ filters, onPage }: { filters: TransactionFilters; onPage: (page: number) => void }) {
  const t = useT('cashier', 'bets');
  const { start } = useDeposit();
  const query = useTransactions(filters);
  if (query.isError) {
    return (
      <div className={betStyles.message} role="alert">
        <p>{t('cashier.history.error')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('bets.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) return <SkeletonList rows={4} label={t('cashier.history.loading')} />;
  const { data, pagination } = query.data;
  if (data.length === 0) {
    return (
      <EmptyState
        icon="wallet"
        headingLevel={2}
        title={t('cashier.history.empty')}
        description={t('cashier.history.emptyHint')}
        action={<Button onClick={() => start({ source: 'page' })}>{t('cashier.deposit.button')}</Button>}
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t('cashier.history.list')} data-kind={filters.kind}>
        {data.map((entry) => (
          <TransactionRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {pagination.last_page > 1 ? (
        <nav className={styles.pager} aria-label={t('cashier.history.pages')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={pagination.page <= 1 || query.isFetching}
            onClick={() => onPage(pagination.page - 1)}
          >
            {t('catalogue.pagination.previous')}
          </Button>
          <span aria-current="page">
            {t('cashier.history.pageOf', { page: pagination.page, last: pagination.last_page })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={pagination.page >= pagination.last_page || query.isFetching}
            onClick={() => onPage(pagination.page + 1)}
          >
            {t('catalogue.pagination.next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}

function TransactionRow({ entry }: { entry: Transaction }) {
  const t = useT('cashier', 'bets');
  const locale = useLocale();
  const ref = referenceOf(entry.ref);
  return (
    <li className={styles.row} data-kind={entry.kind} data-transaction-id={entry.id}>
      <div className={styles.main}>
        <h2 className={styles.kind}>{t(`cashier.history.entry.${entry.kind}`)}</h2>
        <p className={styles.meta}>
          <time dateTime={entry.created_at}>{formatBetTime(entry.created_at, locale)}</time>
          {ref ? (
            <span className={styles.ref} dir="ltr">
              {ref.type === 'bet' ? t('cashier.history.betRef', { id: ref.id }) : ref.id}
            </span>
          ) : null}
        </p>
      </div>
      <div className={styles.amounts}>
        <p className={styles.amount} data-tone={amountTone(entry.amount)} data-testid="transaction-amount">
          {formatSignedAmount(entry.amount, entry.currency, locale)}
        </p>
        <p className={styles.balance}>
          {t('cashier.history.balanceAfter', {
            amount: formatBalanceAmount(entry.balance_after, entry.currency, locale),
          })}
        </p>
      </div>
    </li>
  );
}
