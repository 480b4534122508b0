'use client';

import type { Player } from '@sportsbook/contract';
import { type FormEvent, useState } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { countryOptions } from '../auth/countries.ts';
import { type FormErrors, formErrorsFrom, requiredErrors } from '../auth/errors.ts';
import { platformKeys, usePlayer } from '../auth/queries.ts';
import { platformPath } from '../auth/routes.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { FormMessage, SelectField, TextField } from '../modals/field.tsx';
import formStyles from '../modals/form.module.css';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal, type ModalProps, openModal } from '../modals/modal-store.ts';
import { useMutation } from '../query/hooks.ts';
import { setResource } from '../resource/store.ts';
import styles from './account.module.css';

const PROFILE_FIELDS = ['first_name', 'last_name', 'country'] as const;

/**
 * Profile fields a deposit needs that are still empty (Player.auth_fields_missed), filled in here
 * (PATCH /player); the phone is completed by verification. Before a deposit it cannot be closed
 * (SPEC §2) until nothing is missing.
 */
export function MissedFieldsModal({ forDeposit, fields, continueTo }: ModalProps['missed_fields']) {
  const t = useT('auth');
  const locale = useLocale();
  const player = usePlayer();
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const allMissing = player.data?.auth_fields_missed ?? [];
  const missing = fields ? allMissing.filter((field) => fields.includes(field)) : allMissing;
  const missingProfile = PROFILE_FIELDS.filter((field) => missing.includes(field));
  const closable = !forDeposit || (player.isSuccess && missing.length === 0);

  const save = useMutation({
    mutationFn: (body: Partial<Record<(typeof PROFILE_FIELDS)[number], string>>) =>
      apiFetch<Player>(platformPath('player'), {
        locale,
        init: { method: 'PATCH', body: JSON.stringify(body) },
      }),
    onSuccess: (updated) => {
      setErrors({ fields: {} });
      setResource(platformKeys.player(), updated);
      // Before a deposit: once the asked fields are filled, the deposit opens (SPEC §4 Deposit flow).
      const left = updated.auth_fields_missed.filter((field) => !fields || fields.includes(field));
      if (continueTo && left.length === 0) openModal(continueTo.modal, continueTo.request);
    },
    onError: (error) => setErrors(formErrorsFrom(error, t)),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      missingProfile.map((field) => {
        const value = String(data.get(field) ?? '').trim();
        return [field, field === 'country' ? value.toUpperCase() : value];
      }),
    );
    const required = requiredErrors(t, values, missingProfile);
    if (Object.keys(required).length > 0) {
      setErrors({ fields: required });
      return;
    }
    save.mutate(values);
  }

  return (
    <ModalDialog
      name="missed_fields"
      title={t('account.missedFields.title')}
      description={forDeposit ? t('account.missedFields.forDeposit') : t('account.missedFields.description')}
      closable={closable}
      onClose={() => closeModal('missed_fields')}
      footer={
        missing.includes('mobile_phone') ? (
          <Button
            variant="secondary"
            onClick={() => openModal('phone_verification', { required: forDeposit === true })}
          >
            {t('account.phone.title')}
          </Button>
        ) : undefined
      }
    >
      {missing.length === 0 && player.isSuccess ? (
        <FormMessage tone="success">{t('account.missedFields.none')}</FormMessage>
      ) : (
        <ul className={styles.missedList}>
          {missing.map((field) => (
            <li key={field}>{t(`account.field.${field}`)}</li>
          ))}
        </ul>
      )}
      {errors.form ? <FormMessage>{errors.form}</FormMessage> : null}
      {missingProfile.length > 0 ? (
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          {missingProfile.map((field) =>
            field === 'country' ? (
              // The same country list as sign-up, so both store the same ISO codes.
              <SelectField
                key={field}
                label={t('account.field.country')}
                name={field}
                autoComplete="country"
                defaultValue=""
                error={errors.fields[field]}
              >
                <option value="">{t('auth.field.countryChoose')}</option>
                {countryOptions(locale).map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField
                key={field}
                label={t(`account.field.${field}`)}
                name={field}
                autoComplete={field === 'first_name' ? 'given-name' : 'family-name'}
                maxLength={100}
                error={errors.fields[field]}
              />
            ),
          )}
          <Button type="submit" disabled={save.isPending}>
            {t('account.missedFields.save')}
          </Button>
        </form>
      ) : null}
    </ModalDialog>
  );
}
