/**
 * The documents shipped in code: what GET /api/content/layouts/{page} answers while none is stored,
 * and what the web app renders when the API cannot be reached. They reproduce the shell and home page
 * as they were before layouts were configurable.
 */
import { LAYOUT_SCHEMA_VERSION, type LayoutDocument, type LayoutSlot } from './layouts.ts';

const doc = (blocks: LayoutDocument['blocks']): LayoutDocument => ({
  schema_version: LAYOUT_SCHEMA_VERSION,
  variant: 'default',
  blocks,
});

/** Home: title, jackpot banner, live now, top leagues, upcoming matches. */
const HOME = doc([
  { id: 'title', type: 'label', settings: { level: 1 } },
  { id: 'jackpot', type: 'jackpot_banner', settings: {} },
  { id: 'live', type: 'live_events', settings: { limit: 10 } },
  { id: 'top-leagues', type: 'top_leagues', settings: { limit: 12 } },
  { id: 'upcoming', type: 'prematch_events', settings: { limit: 20 } },
]);

const SLOTS: Record<LayoutSlot, LayoutDocument> = {
  header: doc([
    { id: 'brand', type: 'brand_logo', settings: {} },
    { id: 'search', type: 'search', settings: {} },
    { id: 'language', type: 'language', settings: {} },
    { id: 'odds', type: 'odds', settings: {} },
    { id: 'profile', type: 'profile', settings: {} },
  ]),
  'left-sidebar-desktop': doc([{ id: 'sports', type: 'side_menu', settings: {} }]),
  'side-menu-mobile': doc([
    { id: 'language', type: 'language', settings: {} },
    { id: 'odds', type: 'odds', settings: {} },
  ]),
  'tab-bar-mobile': doc([
    { id: 'home', type: 'menu_item', settings: { label: { t: 'shell.nav.home' }, href: '/', icon: 'home' } },
    {
      id: 'live',
      type: 'menu_item',
      settings: { label: { t: 'shell.nav.live' }, href: '/live', icon: 'live' },
    },
    { id: 'search', type: 'search', settings: {} },
    { id: 'slip', type: 'mobile_selection_bar', settings: {} },
  ]),
  'right-sidebar-desktop': doc([]),
};

/** The shipped document of `page`; pages without one start empty. */
export function defaultLayout(page: string): LayoutDocument {
  if (page === 'home') return HOME;
  return SLOTS[page as LayoutSlot] ?? doc([]);
}
