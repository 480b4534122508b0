'use client';

import { BetListFilter, BetResultFilter } from '@sportsbook/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { useT } from '../i18n/provider.tsx';
import { openModal } from '../modals/modal-store.ts';
import { BetCard } from './bet-card.tsx';
import type { BetListFilters } from './bet-list.ts';
import styles from './my-bets.module.css';
import { useBets } from './queries.ts';

const STATUS_FILTERS = [BetListFilter.all, BetListFilter.open, BetListFilter.settled] as const;
const RESULT_FILTERS = [
  BetResultFilter.all,
  BetResultFilter.win,
  BetResultFilter.lose,
  BetResultFilter.refund,
] as const;

export interface MyBetsListProps {
  /** Level of each bet's heading: 2 on the My Bets page (under its h1), 3 in the bet slip panel. */
  headingLevel?: 2 | 3;
}

/**
 * The player's bets (SPEC §2 MY_BETS, section bets_history): filters all / open / settled and, for
 * settled bets, won / lost / refunded, each bet as a card with its selections and live cash out.
 * Visitors get a sign-in prompt. The lists follow push through the query cache (player-push).
 */
export default function MyBetsList({ headingLevel = 3 }: MyBetsListProps) {
  const t = useT('bets');
  const status = useAuthStatus();
  const [filters, setFilters] = useState<BetListFilters>({ status: 'all', result: 'all' });

  if (status === AuthStatus.notLoggedIn) {
    return (
      <div className={styles.root} data-section="bets_history">
        <EmptyState
          icon="user"
          headingLevel={headingLevel}
          title={t('bets.signedOut.title')}
          description={t('bets.signedOut.description')}
          action={<Button onClick={() => openModal('sign_in')}>{t('bets.signIn')}</Button>}
        />
      </div>
    );
  }

  return (
    <div className={styles.root} data-section="bets_history">
      <Filters filters={filters} onChange={setFilters} />
      <BetsBody filters={filters} headingLevel={headingLevel} />
    </div>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: BetListFilters;
  onChange: (next: BetListFilters) => void;
}) {
  const t = useT('bets');
  const name = useId();
  const onStatus = (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ status: event.target.value as BetListFilter, result: BetResultFilter.all });
  const onResult = (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...filters, result: event.target.value as BetResultFilter });
  return (
    <div className={styles.filters}>
      <fieldset className={styles.segmented}>
        <legend className="visually-hidden">{t('bets.filter.status')}</legend>
        {STATUS_FILTERS.map((value) => (
          <label key={value} className={styles.segment}>
            <input
              type="radio"
              name={`${name}-status`}
              value={value}
              checked={filters.status === value}
              onChange={onStatus}
            />
            <span>{t(`bets.filter.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {filters.status === BetListFilter.settled ? (
        <fieldset className={`${styles.segmented} ${styles.segmentedSmall}`}>
          <legend className="visually-hidden">{t('bets.filter.result')}</legend>
          {RESULT_FILTERS.map((value) => (
            <label key={value} className={styles.segment}>
              <input
                type="radio"
                name={`${name}-result`}
                value={value}
                checked={filters.result === value}
                onChange={onResult}
              />
              <span>{t(`bets.filter.result.${value}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/** The empty-state title of a filter: the result filter's when one is chosen, else the status filter's. */
function emptyKey(filters: BetListFilters): string {
  if (filters.status === BetListFilter.settled && filters.result !== BetResultFilter.all) {
    return `bets.empty.${filters.result}`;
  }
  return `bets.empty.${filters.status}`;
}

function BetsBody({ filters, headingLevel }: { filters: BetListFilters; headingLevel: 2 | 3 }) {
  const t = useT('bets');
  const bets = useBets(filters);

  if (bets.isError) {
    return (
      <div className={styles.message} role="alert">
        <p>{t('bets.error')}</p>
        <Button variant="secondary" onClick={() => void bets.refetch()}>
          {t('bets.retry')}
        </Button>
      </div>
    );
  }
  if (!bets.data) {
    return <SkeletonList rows={3} label={t('bets.loading')} />;
  }
  if (bets.data.length === 0) {
    return (
      <EmptyState
        icon="ticket"
        headingLevel={headingLevel}
        title={t(emptyKey(filters))}
        description={t('bets.empty.description')}
      />
    );
  }
  return (
    <ul
      className={styles.list}
      aria-label={t('bets.list')}
      data-filter={`${filters.status}:${filters.result}`}
    >
      {bets.data.map((bet) => (
        <BetCard key={bet.id} bet={bet} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
