'use client';

import { type ComponentProps, lazy, Suspense } from 'react';
import { markIslandReady } from '../betslip/early-clicks.ts';
import type { BetBuilder as BetBuilderView } from './bet-builder.tsx';
import { BET_BUILDER_ISLAND, BET_BUILDER_TAB } from './tab.ts';

type Loaded = { default: typeof BetBuilderView };
let loaded: Loaded | null = null;

function load(): Promise<Loaded> {
  return import('./bet-builder.tsx').then((m) => {
    loaded = { default: m.BetBuilder };
    markIslandReady(BET_BUILDER_ISLAND);
    return loaded;
  });
}

/**
 * On the builder tab the server drew the builder: its code is fetched with the page's own scripts
 * rather than when React reaches it, so a pick tapped just after the page shows is not held long
 * (betslip/early-clicks.ts keeps it until then).
 */
const early =
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.search).get('group') === BET_BUILDER_TAB
    ? load()
    : null;

// The builder shows only under its tab (?group=betbuilder): its code loads there, not with every match
// page (a client component a server page imports loads with the page whether it renders or not).
// Once the code is here, React.lazy gets it synchronously (a thenable that resolves at once), so
// React can hydrate the builder inside the click that needs it instead of dropping the click.
const BetBuilder = lazy(() =>
  loaded
    ? ({
        // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, React.lazy reads it at once.
        then: (resolve: (value: Loaded) => void) => resolve(loaded as Loaded),
      } as unknown as Promise<Loaded>)
    : (early ?? load()),
);

export function LazyBetBuilder(props: ComponentProps<typeof BetBuilder>) {
  return (
    <Suspense fallback={null}>
      <BetBuilder {...props} />
    </Suspense>
  );
}
