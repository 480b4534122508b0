'use client';

import { Card, CardHeader } from '../../ui/card.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { usePlayer } from '../auth/queries.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import styles from './settings.module.css';

/** An ISO date (YYYY-MM-DD) in the locale's long form, read as a calendar day (no time zone shift). */
function formatBirthDate(iso: string, locale: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The player's details from sign-up, read-only (names and country are completed in "Complete your profile"). */
export function ProfileCard() {
  const t = useT('auth');
  const locale = useLocale();
  const player = usePlayer().data;
  const rows: [string, string, string | null | undefined][] = player
    ? [
        ['email', t('account.field.email'), player.email],
        ['first_name', t('account.field.first_name'), player.first_name],
        ['last_name', t('account.field.last_name'), player.last_name],
        [
          'date_of_birth',
          t('account.field.date_of_birth'),
          player.date_of_birth ? formatBirthDate(player.date_of_birth, locale) : null,
        ],
        ['country', t('account.field.country'), player.country?.name],
      ]
    : [];
  return (
    <Card as="section" aria-labelledby="account-personal">
      <CardHeader title={<span id="account-personal">{t('account.page.personal')}</span>} />
      {player ? (
        <dl className={styles.details} data-testid="profile-details">
          {rows.map(([key, label, value]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd data-field={key}>
                {value || <span className={styles.muted}>{t('account.field.notGiven')}</span>}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <SkeletonList rows={4} label={t('auth.loading')} />
      )}
    </Card>
  );
}
