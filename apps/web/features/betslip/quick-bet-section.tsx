'use client';

import { Suspense, useId } from 'react';
import { useT } from '../i18n/provider.tsx';
import { setQuickBetOn, useQuickBetOn } from './quick-bet-switch.ts';
import styles from './slip-frame.module.css';
import { useSlipRuntime, withSlip } from './slip-runtime.ts';

/**
 * The switch moves at once; the quick bet store (with the runtime, which may still be loading) follows,
 * and the switch then shows what the store says (its rules may keep it off).
 */
function turnQuickBet(on: boolean): void {
  setQuickBetOn(on);
  withSlip(({ quickBetStore }) => {
    if (quickBetStore.getState().isEnabled !== on) quickBetStore.dispatch({ type: 'toggled' });
    setQuickBetOn(quickBetStore.getState().isEnabled);
  });
}

/**
 * Quick bet (SPEC §3, §4): a switch, the quick stake and its confirmation. While on and confirmed,
 * a click on live odds places a single at once. The switch and the status region are here, with the
 * panel; the stake, the confirmation and the status text come with the slip's runtime
 * (quick-bet-fields.tsx), which the switch's first use loads.
 */
export function QuickBetSection() {
  const t = useT();
  const id = useId();
  const slip = useSlipRuntime();
  const on = useQuickBetOn();
  return (
    <section className={styles.quick} aria-labelledby={`${id}-title`}>
      <div className={styles.quickHead}>
        <label className={styles.quickToggle}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={on}
            checked={on}
            data-slip-preload
            onChange={() => turnQuickBet(!on)}
          />
          <span id={`${id}-title`}>{t('sb.quick.title')}</span>
        </label>
      </div>
      {slip && (
        <Suspense fallback={null}>
          <slip.QuickBetFields id={id} />
        </Suspense>
      )}
      <div role="status" className={styles.quickStatus}>
        {slip && (
          <Suspense fallback={null}>
            <slip.QuickBetStatusText />
          </Suspense>
        )}
      </div>
    </section>
  );
}
