'use client';

/**
 * The MY_BETS tab of the bet slip side panel (SPEC §2). Placeholder until My Bets lands: the bet
 * slip panel renders it in its second tab.
 */
export function MyBetsTab() {
  return <p>My bets</p>;
}
