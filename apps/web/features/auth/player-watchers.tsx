'use client';

import { DepositReminder } from '../cashier/deposit-reminder.tsx';
import { ResponsibleGamblingWatch } from '../responsible-gambling/watch.tsx';

/** What watches a signed-in player's session: responsible-gambling limits and the deposit reminder. */
export function PlayerWatchers() {
  return (
    <>
      <ResponsibleGamblingWatch />
      <DepositReminder />
    </>
  );
}
