'use client';

import { formatMoneyLocale, type Subunits } from '@sportsbook/domain';
import { Button } from '../../ui/button.tsx';
import { currencyOf } from '../auth/currencies.ts';
import { platformApi, platformKeys } from '../auth/queries.ts';
import { signOut } from '../auth/session.ts';
import { postToTabs } from '../auth/tab-channel.ts';
import { useLocale, useT } from '../i18n/provider.tsx';
import { FormMessage } from '../modals/field.tsx';
import formStyles from '../modals/form.module.css';
import { ModalDialog } from '../modals/modal-dialog.tsx';
import { closeModal, type ModalProps, openModal } from '../modals/modal-store.ts';
import { useMutation, useQueryClient } from '../query/hooks.ts';
import { formatMinutes } from './limit-format.ts';

/**
 * The reality check (SPEC §3, §4): time played and the session's stakes and wins; continue (which
 * restarts the period) or leave. Shown in every tab at once; answering in one closes it in the others.
 */
export function RealityCheckModal({ data }: ModalProps['reality_check']) {
  const t = useT('auth');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const currency = currencyOf(data.currency);
  const money = (amount: number) =>
    `${formatMoneyLocale(amount as Subunits, currency, locale)} ${data.currency}`;
  const minutes = Math.max(0, Math.round((Date.parse(data.to) - Date.parse(data.from)) / 60_000));
  const done = () => {
    closeModal('reality_check');
    postToTabs({ type: 'reality_check_done' });
  };
  const proceed = useMutation({
    mutationFn: () => platformApi.continueSportsbookSession(locale),
    onSuccess: () => {
      done();
      void queryClient.invalidateQueries({ queryKey: platformKeys.realityCheck() });
    },
  });
  const leave = useMutation({
    mutationFn: async () => {
      done();
      await signOut(locale);
    },
  });
  return (
    <ModalDialog
      name="reality_check"
      title={t('rg.realityCheck.title')}
      description={t('rg.realityCheck.description', {
        minutes: formatMinutes(t, minutes),
        period: formatMinutes(t, data.period),
      })}
      closable={false}
      onClose={() => {}}
      footer={
        <>
          <Button variant="secondary" disabled={leave.isPending} onClick={() => leave.mutate()}>
            {t('rg.realityCheck.leave')}
          </Button>
          <Button data-autofocus="" disabled={proceed.isPending} onClick={() => proceed.mutate()}>
            {t('rg.realityCheck.continue')}
          </Button>
        </>
      }
    >
      <dl className={formStyles.stats}>
        <dt>{t('rg.realityCheck.bets')}</dt>
        <dd dir="ltr">{money(data.bets_sum)}</dd>
        <dt>{t('rg.realityCheck.wins')}</dt>
        <dd dir="ltr">{money(data.wins_sum)}</dd>
        <dt>{t('rg.realityCheck.net')}</dt>
        <dd dir="ltr">
          {data.wins_sum >= data.bets_sum ? '' : '−'}
          {money(Math.abs(data.wins_sum - data.bets_sum))}
        </dd>
      </dl>
      {proceed.isError ? <FormMessage>{t('auth.error.default')}</FormMessage> : null}
    </ModalDialog>
  );
}

/** The session limit ran out and the session ended (SPEC §8). */
export function OutOfSessionLimitModal() {
  const t = useT('auth');
  return (
    <ModalDialog
      name="out_of_session_limit"
      tone="warning"
      title={t('rg.outOfSession.title')}
      onClose={() => closeModal('out_of_session_limit')}
      footer={
        <Button data-autofocus="" onClick={() => closeModal('out_of_session_limit')}>
          {t('rg.ok')}
        </Button>
      }
    >
      <p>{t('rg.outOfSession.text')}</p>
    </ModalDialog>
  );
}

/** The activity limit of the period is used up and the session ended (SPEC §8). */
export function ActivityLimitReachedModal() {
  const t = useT('auth');
  return (
    <ModalDialog
      name="activity_limit_reached"
      tone="warning"
      title={t('rg.activityLimit.title')}
      onClose={() => closeModal('activity_limit_reached')}
      footer={
        <>
          <Button variant="secondary" onClick={() => openModal('sign_in')}>
            {t('shell.signIn')}
          </Button>
          <Button data-autofocus="" onClick={() => closeModal('activity_limit_reached')}>
            {t('rg.ok')}
          </Button>
        </>
      }
    >
      <p>{t('rg.activityLimit.text')}</p>
    </ModalDialog>
  );
}
