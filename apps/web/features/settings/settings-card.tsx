'use client';

import type { OddsAcceptMode, SettingsResponse } from '@sportsbook/contract';
import {
  MAX_STAKE_PRESETS,
  moneyToDecimalString,
  ODDS_TYPES,
  type Subunits,
  stakePresetsFromInput,
} from '@sportsbook/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { currencyOf } from '../auth/currencies.ts';
import { formErrorsFrom } from '../auth/errors.ts';
import { useT } from '../i18n/provider.tsx';
import { FormMessage, SelectField, TextField } from '../modals/field.tsx';
import formStyles from '../modals/form.module.css';
import { type OddsTypeName, setOddsType } from '../odds-format/index.ts';
import { usePlayerSettings, useSaveSettings } from './api.ts';
import styles from './settings.module.css';

const MODES: readonly OddsAcceptMode[] = ['none', 'higher', 'any'];
/** Stake fields shown: the saved ones and blanks up to this many (at most MAX_STAKE_PRESETS). */
const STAKE_FIELDS = 6;

/** Odds-change acceptance, quick stakes and odds format, saved to the player's profile (POST /settings). */
export function SettingsCard() {
  const t = useT('auth');
  const settings = usePlayerSettings().data;
  // Kept here: the form remounts with the saved values (sorted stakes) when the answer arrives.
  const [message, setMessage] = useState<Message | null>(null);
  return (
    <Card as="section" aria-labelledby="account-settings">
      <CardHeader title={<span id="account-settings">{t('account.settings.title')}</span>} />
      {settings ? (
        <SettingsForm
          key={settings.updated_at}
          settings={settings}
          message={message}
          setMessage={setMessage}
        />
      ) : (
        <SkeletonList rows={4} label={t('auth.loading')} />
      )}
    </Card>
  );
}

type Message = { tone: 'success' | 'error'; text: string };

interface FormProps {
  settings: SettingsResponse;
  message: Message | null;
  setMessage: (message: Message | null) => void;
}

function SettingsForm({ settings, message, setMessage }: FormProps) {
  const t = useT('auth');
  const save = useSaveSettings();
  const currency =
    settings.currencies[settings.default_currency_code] ?? currencyOf(settings.default_currency_code);
  const fieldCount = Math.min(MAX_STAKE_PRESETS, Math.max(STAKE_FIELDS, settings.stakes.length));
  const initialStakes = Array.from({ length: fieldCount }, (_, i) => {
    const stake = settings.stakes[i];
    return stake === undefined ? '' : moneyToDecimalString(stake as Subunits, currency);
  });
  const [stakeErrors, setStakeErrors] = useState<Record<number, string>>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const texts = initialStakes.map((_, i) => String(data.get(`stake_${i}`) ?? ''));
    const stakes = stakePresetsFromInput(texts, currency);
    setMessage(null);
    if (!stakes.ok) {
      const errors: Record<number, string> = {};
      for (const index of Object.keys(stakes.errors))
        errors[Number(index)] = t('account.settings.stakeInvalid');
      if (stakes.code) errors[0] = t('account.settings.stakeInvalid');
      setStakeErrors(errors);
      return;
    }
    setStakeErrors({});
    const oddsType = String(data.get('odds_type')) as OddsTypeName;
    setPending(true);
    try {
      await save({
        auto_accept_odds_change: String(data.get('auto_accept_odds_change')) as OddsAcceptMode,
        stakes: stakes.value,
        odds_type: oddsType,
      });
      setOddsType(oddsType);
      setMessage({ tone: 'success', text: t('account.settings.saved') });
    } catch (error) {
      setMessage({ tone: 'error', text: formErrorsFrom(error, t).form ?? t('auth.error.default') });
    } finally {
      setPending(false);
    }
  }

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate data-testid="settings-form">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.settings.oddsChange')}</legend>
        {MODES.map((mode) => (
          <label key={mode} className={styles.radio}>
            <input
              type="radio"
              name="auto_accept_odds_change"
              value={mode}
              defaultChecked={settings.auto_accept_odds_change === mode}
            />
            {t(`account.settings.oddsChange.${mode}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.settings.stakes')}</legend>
        <p className={styles.muted}>{t('account.settings.stakesHint', { currency: currency.code })}</p>
        <div className={styles.stakes}>
          {initialStakes.map((value, i) => (
            <TextField
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of fields
              key={i}
              label={<span className="visually-hidden">{t('account.settings.stake', { n: i + 1 })}</span>}
              name={`stake_${i}`}
              inputMode="decimal"
              dir="ltr"
              defaultValue={value}
              error={stakeErrors[i]}
            />
          ))}
        </div>
      </fieldset>
      <SelectField
        label={t('shell.settings.oddsFormat')}
        name="odds_type"
        defaultValue={settings.odds_types.selected}
      >
        {ODDS_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`odds.type.${type}`)}
          </option>
        ))}
      </SelectField>
      {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
      <div>
        <Button type="submit" disabled={pending}>
          {t('account.settings.save')}
        </Button>
      </div>
    </form>
  );
}
