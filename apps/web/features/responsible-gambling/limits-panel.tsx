'use client';

import type {
  UserLimit,
  UserLimitChangeResponse,
  UserLimitCreateBody,
  UserLimitType,
} from '@sportsbook/contract';
import { formatMoneyLocale, moneyFromInput, type Subunits } from '@sportsbook/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { AuthStatus } from '../auth/auth-status.ts';
import { useAuthStatus } from '../auth/auth-store.ts';
import { CURRENCY_CODES, currencyOf } from '../auth/currencies.ts';
import { type FormErrors, formErrorsFrom } from '../auth/errors.ts';
import { platformKeys, usePlayer } from '../auth/queries.ts';
import { clearSession } from '../auth/session.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import type { Translate } from '../i18n/translator.ts';
import { FormMessage, SelectField, TextField } from '../modals/field.tsx';
import formStyles from '../modals/form.module.css';
import { openModal } from '../modals/modal-store.ts';
import { useMutation, useQueryClient } from '../query/hooks.ts';
import {
  COOLING_OFF_DAYS,
  formatMinutes,
  LIMIT_TYPES,
  limitChangeable,
  limitHasPeriod,
  limitKind,
  limitPendingDate,
  SELF_EXCLUSION_DAYS,
} from './limit-format.ts';
import styles from './limits.module.css';
import { limitsApi, useLimits } from './queries.ts';

const PERIODS = ['day', 'week', 'month'] as const;

/** A message of the limits page; `afterSignOut` keeps it once the player is signed out. */
interface Notice {
  text: string;
  afterSignOut: boolean;
}

function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A limit's value as text: money in its currency, a duration, or an exclusion's end. */
function limitValueText(limit: UserLimit, t: Translate, locale: string): string {
  const kind = limitKind(limit.type);
  if (kind === 'exclusion') {
    return limit.ends_at ? t('rg.until', { date: formatDate(limit.ends_at, locale) }) : t('rg.permanent');
  }
  if (limit.value === null) return '';
  if (kind === 'money' && limit.currency) {
    return `${formatMoneyLocale(limit.value as Subunits, currencyOf(limit.currency), locale)} ${limit.currency}`;
  }
  return formatMinutes(t, limit.value);
}

/** The outcome of a change, to announce: applies now, or from the end of its cooling period. */
function changeMessage(result: UserLimitChangeResponse, t: Translate, locale: string): string {
  if (result.applies_now) return t('rg.saved.now');
  const date = limitPendingDate(result.limit);
  return date ? t('rg.saved.later', { date: formatDate(date.at, locale) }) : t('rg.saved.now');
}

/**
 * Responsible-gambling limits (SPEC §3 User limit): every type with its status and cooling period,
 * and forms to set, change and remove them. Stricter changes apply at once; looser ones and removals
 * wait (unconfirmed until confirm_until, *_disabled until disable_at). Exclusions cannot be undone.
 */
export function LimitsPanel() {
  const t = useT('auth');
  const status = useAuthStatus();
  const limits = useLimits();
  const [notice, setNoticeState] = useState<Notice | null>(null);
  const setNotice = (text: string) => setNoticeState({ text, afterSignOut: false });
  const setExclusionNotice = (text: string) => setNoticeState({ text, afterSignOut: true });
  // Signing out (or in) clears the player's messages ("Saved…"); only the note that the player just
  // excluded themselves (which signed them out) stays.
  useEffect(() => {
    setNoticeState((current) =>
      current?.afterSignOut && status === AuthStatus.notLoggedIn ? current : null,
    );
  }, [status]);

  if (status === AuthStatus.notLoggedIn) {
    return (
      <Card as="section" aria-labelledby="rg-signed-out">
        <h2 id="rg-signed-out" className={styles.cardTitle}>
          {t('rg.signInTitle')}
        </h2>
        {notice ? <FormMessage tone="info">{notice.text}</FormMessage> : null}
        <p className={styles.muted}>{t('rg.signInText')}</p>
        <div>
          <Button onClick={() => openModal('sign_in')}>{t('shell.signIn')}</Button>
        </div>
      </Card>
    );
  }

  return (
    <div className={styles.layout}>
      <Card as="section" aria-labelledby="rg-current">
        <CardHeader title={<span id="rg-current">{t('rg.current')}</span>} />
        {notice ? <FormMessage tone="success">{notice.text}</FormMessage> : null}
        {limits.isPending ? (
          <SkeletonList rows={3} label={t('auth.loading')} />
        ) : limits.data && limits.data.length > 0 ? (
          <ul className={styles.list} data-testid="limits-list">
            {limits.data.map((limit) => (
              <LimitRow key={limit.id} limit={limit} onDone={setNotice} />
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('rg.none')}</p>
        )}
      </Card>
      <NewLimitForm onDone={setNotice} onExcluded={setExclusionNotice} />
    </div>
  );
}

function useInvalidateLimits() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: platformKeys.limits() });
    void queryClient.invalidateQueries({ queryKey: platformKeys.realityCheck() });
  };
}

function LimitRow({ limit, onDone }: { limit: UserLimit; onDone: (message: string) => void }) {
  const t = useT('auth');
  const locale = useLocale();
  const invalidate = useInvalidateLimits();
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const kind = limitKind(limit.type);
  const pending = limitPendingDate(limit);
  const onResult = (result: UserLimitChangeResponse) => {
    setEditing(false);
    setErrors({ fields: {} });
    onDone(changeMessage(result, t, locale));
    invalidate();
  };
  const update = useMutation({
    mutationFn: (value: number) => limitsApi.update(locale, limit.id, { value }),
    onSuccess: onResult,
    onError: (error) => setErrors(formErrorsFrom(error, t)),
  });
  const remove = useMutation({
    mutationFn: () => limitsApi.remove(locale, limit.id),
    onSuccess: onResult,
    onError: (error) => setErrors(formErrorsFrom(error, t)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('value') ?? '');
    const value = parseValue(text, kind, limit.currency ?? 'EUR');
    if (value === null) {
      setErrors({ fields: { value: t('auth.field.invalid') } });
      return;
    }
    update.mutate(value);
  };

  const title = t(`rg.type.${limit.type}`);
  return (
    <li className={styles.row} data-limit-type={limit.type} data-status={limit.status}>
      <div className={styles.rowMain}>
        <h3 className={styles.rowTitle}>{title}</h3>
        <p className={styles.value}>
          <span dir="auto">{limitValueText(limit, t, locale)}</span>
          {limit.period ? <span className={styles.muted}> · {t(`rg.period.${limit.period}`)}</span> : null}
        </p>
        <p className={styles.statusLine}>
          <span className={styles.badge} data-status={limit.status}>
            {t(`rg.status.${limit.status}`)}
          </span>
          {pending ? (
            <span className={styles.muted}>
              {t(`rg.pending.${pending.key}`, { date: formatDate(pending.at, locale) })}
            </span>
          ) : null}
        </p>
      </div>
      {limitChangeable(limit) ? (
        <div className={styles.rowActions}>
          <Button variant="secondary" size="sm" aria-expanded={editing} onClick={() => setEditing((v) => !v)}>
            {t('rg.change')}
            <span className="visually-hidden"> {title}</span>
          </Button>
          <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('rg.remove')}
            <span className="visually-hidden"> {title}</span>
          </Button>
        </div>
      ) : null}
      {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
      {editing ? (
        <form className={`${formStyles.form} ${styles.editForm}`} onSubmit={onSubmit} noValidate>
          <TextField
            label={
              kind === 'money'
                ? t('rg.field.amount', { currency: limit.currency ?? '' })
                : t('rg.field.minutes')
            }
            name="value"
            inputMode={kind === 'money' ? 'decimal' : 'numeric'}
            dir="ltr"
            required
            error={errors.fields.value}
          />
          <p className={styles.muted}>{t('rg.coolingHint')}</p>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {t('rg.save')}
          </Button>
        </form>
      ) : null}
    </li>
  );
}

/** A typed value in subunits (money) or whole minutes; null when invalid. */
function parseValue(text: string, kind: 'money' | 'minutes' | 'exclusion', currency: string): number | null {
  if (kind === 'money') {
    const result = moneyFromInput(text, currencyOf(currency));
    return result.ok && result.value > 0 ? result.value : null;
  }
  const minutes = Number(text.trim());
  return Number.isInteger(minutes) && minutes > 0 ? minutes : null;
}

function NewLimitForm({
  onDone,
  onExcluded,
}: {
  onDone: (message: string) => void;
  /** After a self-exclusion or cooling-off, which signs the player out. */
  onExcluded: (message: string) => void;
}) {
  const t = useT('auth');
  const locale = useLocale();
  const invalidate = useInvalidateLimits();
  const player = usePlayer().data;
  const [type, setType] = useState<UserLimitType>('deposit');
  const [permanent, setPermanent] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const kind = limitKind(type);
  const create = useMutation({
    mutationFn: (body: UserLimitCreateBody) => limitsApi.create(locale, body),
    onSuccess: (result) => {
      setErrors({ fields: {} });
      if (limitKind(result.limit.type) === 'exclusion') {
        // The server ended every session: the player is signed out here too.
        onExcluded(limitValueText(result.limit, t, locale));
        clearSession();
        return;
      }
      onDone(changeMessage(result, t, locale));
      invalidate();
    },
    onError: (error) => setErrors(formErrorsFrom(error, t)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body: UserLimitCreateBody = { type };
    const fields: Record<string, string> = {};
    if (kind === 'exclusion') {
      if (!(type === 'selfexclusion' && permanent)) {
        const days = Number(String(data.get('days') ?? '').trim());
        const bounds = type === 'coolingoff' ? COOLING_OFF_DAYS : SELF_EXCLUSION_DAYS;
        if (!Number.isInteger(days) || days < bounds.min || days > bounds.max) {
          fields.days = t('rg.field.daysRange', { min: bounds.min, max: bounds.max });
        } else body.days = days;
      }
    } else {
      const currency = String(data.get('currency') ?? player?.currency ?? 'EUR');
      const value = parseValue(String(data.get('value') ?? ''), kind, currency);
      if (value === null) fields.value = t('auth.field.invalid');
      else body.value = value;
      if (kind === 'money') body.currency = currency as UserLimitCreateBody['currency'];
      if (limitHasPeriod(type))
        body.period = String(data.get('period') ?? 'day') as UserLimitCreateBody['period'];
    }
    setErrors({ fields });
    if (Object.keys(fields).length > 0) return;
    if (kind === 'exclusion') {
      openModal('confirm_password', {
        reason: t(`rg.confirmExclusion.${type}`),
        onConfirmed: () => create.mutate(body),
      });
    } else {
      create.mutate(body);
    }
  };

  return (
    <Card as="section" aria-labelledby="rg-new">
      <CardHeader title={<span id="rg-new">{t('rg.new')}</span>} />
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
        <SelectField
          label={t('rg.field.type')}
          name="type"
          value={type}
          onChange={(event) => {
            setType(event.target.value as UserLimitType);
            setErrors({ fields: {} });
          }}
          hint={t(`rg.typeHint.${type}`)}
        >
          {LIMIT_TYPES.map((entry) => (
            <option key={entry.type} value={entry.type}>
              {t(`rg.type.${entry.type}`)}
            </option>
          ))}
        </SelectField>
        {kind === 'money' ? (
          <div className={formStyles.row}>
            <TextField
              label={t('rg.field.amountPlain')}
              name="value"
              inputMode="decimal"
              dir="ltr"
              required
              error={errors.fields.value}
            />
            <SelectField
              label={t('auth.field.currency')}
              name="currency"
              defaultValue={player?.currency ?? 'EUR'}
            >
              {CURRENCY_CODES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
        {kind === 'minutes' ? (
          <TextField
            label={t('rg.field.minutes')}
            name="value"
            inputMode="numeric"
            dir="ltr"
            required
            error={errors.fields.value}
          />
        ) : null}
        {limitHasPeriod(type) ? (
          <SelectField label={t('rg.field.period')} name="period" defaultValue="day">
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {t(`rg.period.${period}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {kind === 'exclusion' ? (
          <>
            {type === 'selfexclusion' ? (
              <label className={formStyles.checkbox}>
                <input
                  type="checkbox"
                  checked={permanent}
                  onChange={(event) => setPermanent(event.target.checked)}
                />
                {t('rg.field.permanent')}
              </label>
            ) : null}
            {!(type === 'selfexclusion' && permanent) ? (
              <TextField
                label={t('rg.field.days')}
                name="days"
                inputMode="numeric"
                dir="ltr"
                required
                error={errors.fields.days}
              />
            ) : null}
            <FormMessage tone="info">{t('rg.exclusionWarning')}</FormMessage>
          </>
        ) : null}
        <Button type="submit" disabled={create.isPending}>
          {t('rg.set')}
        </Button>
      </form>
    </Card>
  );
}
