import type { LayoutBlock, LayoutSlot } from '@sportsbook/contract';
import type { ReactNode } from 'react';
import { getT } from '../i18n/messages.ts';
import { MenuButton } from '../layout/menu-button.tsx';
import type { TabBarItem } from '../layout/mobile-tab-bar.tsx';
import shell from '../layout/shell.module.css';
import { SearchField } from '../search/search-field.tsx';
import type { Theme } from '../theme/theme.ts';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import styles from './blocks.module.css';
import { blockContent } from './blocks.tsx';
import { getLayout } from './server.ts';
import { type BlockContext, blockContext } from './types.ts';

async function slotBlocks(slot: LayoutSlot): Promise<LayoutBlock[]> {
  const document = await getLayout(slot);
  return (document?.blocks ?? []).filter((block) => !block.hidden);
}

const slotContext = (locale: string): BlockContext => blockContext(locale, getT(locale), 'slot');

/** A block of a slot, marked with its type (no box of its own: `display: contents`). */
function SlotItem({ block, children }: { block: LayoutBlock; children: ReactNode }) {
  return (
    <div className={styles.slotItem} data-block-type={block.type} data-block-id={block.id}>
      {children}
    </div>
  );
}

/** The blocks of a slot in order (left sidebar, mobile side menu, right sidebar). */
export async function SlotBlocks({ slot, locale }: { slot: LayoutSlot; locale: string }) {
  const ctx = slotContext(locale);
  return (await slotBlocks(slot)).map((block) => (
    <SlotItem key={block.id} block={block}>
      {blockContent(block, ctx)}
    </SlotItem>
  ));
}

/**
 * The header row from the `header` slot: the menu button (mobile) first, then the blocks; language
 * and odds sit together in the settings group (hidden on mobile, as before), and the theme toggle comes
 * before the player area (or last when the document has no profile block).
 */
export async function HeaderSlot({ locale, theme }: { locale: string; theme: Theme }) {
  const ctx = slotContext(locale);
  const blocks = await slotBlocks('header');
  const items: ReactNode[] = [<MenuButton key="menu" />];
  let settings: ReactNode[] = [];
  const flush = () => {
    if (settings.length > 0)
      items.push(
        <div key={`settings-${items.length}`} className={shell.settings}>
          {settings}
        </div>,
      );
    settings = [];
  };
  let themed = false;
  for (const block of blocks) {
    if (block.type === 'language' || block.type === 'odds') {
      settings.push(
        <SlotItem key={block.id} block={block}>
          {blockContent(block, ctx)}
        </SlotItem>,
      );
      continue;
    }
    flush();
    if (block.type === 'profile' && !themed) {
      items.push(<ThemeToggle key="theme" initialTheme={theme} />);
      themed = true;
    }
    items.push(
      block.type === 'search' ? (
        <SearchField key={block.id} id="site-search" className={shell.search} />
      ) : (
        <SlotItem key={block.id} block={block}>
          {blockContent(block, ctx)}
        </SlotItem>
      ),
    );
  }
  flush();
  if (!themed) items.push(<ThemeToggle key="theme" initialTheme={theme} />);
  return <div className={shell.headerRow}>{items}</div>;
}

/**
 * The mobile tab bar's tabs from the `tab-bar-mobile` slot: menu items and buttons become link tabs,
 * `search` the search tab, `mobile_selection_bar` the bet slip tab; other block types have no tab form.
 */
export async function tabBarItems(locale: string): Promise<TabBarItem[]> {
  const ctx = slotContext(locale);
  const tabs: TabBarItem[] = [];
  for (const block of await slotBlocks('tab-bar-mobile')) {
    if (block.type === 'menu_item' || block.type === 'button') {
      const { href, icon, label } = block.settings;
      tabs.push({ key: block.id, kind: 'link', href, icon: icon ?? 'star', label: ctx.text(label) });
    } else if (block.type === 'search') {
      tabs.push({
        key: block.id,
        kind: 'search',
        href: '#site-search',
        icon: 'search',
        label: ctx.t('shell.nav.search'),
      });
    } else if (block.type === 'mobile_selection_bar') {
      tabs.push({
        key: block.id,
        kind: 'slip',
        href: '#bet-slip',
        icon: 'ticket',
        label: ctx.t('shell.nav.betSlip'),
      });
    }
  }
  return tabs;
}

/**
 * The `right-sidebar-desktop` slot: blocks under the bet slip in the right column, from 1280 px, where
 * the slip is a column (nothing when empty; the shell's .rightColumn keeps both in view).
 */
export async function RightSidebar({ locale }: { locale: string }) {
  const blocks = await slotBlocks('right-sidebar-desktop');
  if (blocks.length === 0) return null;
  const ctx = slotContext(locale);
  return (
    <aside
      className={styles.rightSidebar}
      data-slot="right-sidebar-desktop"
      aria-label={ctx.t('layout.rightSidebar')}
    >
      {blocks.map((block) => (
        <SlotItem key={block.id} block={block}>
          {blockContent(block, ctx)}
        </SlotItem>
      ))}
    </aside>
  );
}
