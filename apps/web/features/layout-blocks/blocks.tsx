import type { LayoutBlock, LayoutDocument } from '@sportsbook/contract';
import type { ReactNode } from 'react';
import { JackpotBannerBlock } from '../jackpots/jackpot-banner-block.tsx';
import styles from './blocks.module.css';
import { ChatToggleBlock, ClockBlock, LazyJackpotCards, LazyJackpotLeaderboard } from './client-blocks.tsx';
import {
  BannerBlock,
  ButtonBlock,
  IframeBlock,
  ImageBlock,
  LabelBlock,
  LinkList,
  MenuItemBlock,
  ModalBlock,
  TextBlock,
} from './content-blocks.tsx';
import {
  EventListBlock,
  EventsFilterBlock,
  LeaguesBlock,
  MatchBlock,
  OutrightsBlock,
  ResultsBlock,
  SportListBlock,
} from './event-blocks.tsx';
import { type BlockContext, headingId } from './types.ts';
import {
  BonusesBlock,
  BrandLogoBlock,
  FavoritesBlock,
  LanguageBlock,
  MobileSelectionBarBlock,
  NotificationsBlock,
  OddsBlock,
  PlatformSwitcherBlock,
  PredictionBlock,
  ProfileBlock,
  PromoCodeBlock,
  SearchBlock,
  SideMenuBlock,
} from './widget-blocks.tsx';

/** Blocks that draw their own heading (and so label their section with it). */
const OWN_HEADING = new Set<LayoutBlock['type']>([
  'live_events',
  'prematch_events',
  'top_events',
  'result_events',
  'schedule',
  'outrights',
  'leagues',
  'top_leagues',
]);

/** One block's content, from its type. */
export function blockContent(block: LayoutBlock, ctx: BlockContext): ReactNode {
  const titleId = headingId(block);
  switch (block.type) {
    case 'text':
      return <TextBlock block={block} />;
    case 'label':
      return <LabelBlock block={block} ctx={ctx} />;
    case 'image':
      return <ImageBlock block={block} ctx={ctx} />;
    case 'banner':
      return <BannerBlock block={block} ctx={ctx} />;
    case 'button':
      return <ButtonBlock block={block} ctx={ctx} />;
    case 'modal':
      return <ModalBlock block={block} ctx={ctx} />;
    case 'iframe':
      return <IframeBlock block={block} ctx={ctx} />;
    case 'menu_item':
      return <MenuItemBlock block={block} ctx={ctx} />;
    case 'sub_menu':
      return (
        <LinkList
          links={block.settings.links}
          ctx={ctx}
          label={block.title ? ctx.text(block.title) : ctx.t('layout.subMenu')}
        />
      );
    case 'speed_dial':
      return block.settings.links ? (
        <LinkList links={block.settings.links} ctx={ctx} label={ctx.t('layout.speedDial')} />
      ) : (
        <SportListBlock ctx={ctx} label={ctx.t('layout.speedDial')} />
      );
    case 'live_events':
    case 'prematch_events':
    case 'top_events':
    case 'result_events':
    case 'schedule':
      return <EventListBlock block={block} ctx={ctx} titleId={titleId} />;
    case 'outrights':
      return <OutrightsBlock block={block} ctx={ctx} titleId={titleId} />;
    case 'leagues':
    case 'top_leagues':
      return <LeaguesBlock block={block} ctx={ctx} titleId={titleId} />;
    case 'event_markets':
    case 'event_stats':
    case 'match_preview':
      return <MatchBlock block={block} ctx={ctx} />;
    case 'results':
      return <ResultsBlock ctx={ctx} />;
    case 'events_filter':
      return <EventsFilterBlock ctx={ctx} />;
    case 'sport_list':
      return <SportListBlock ctx={ctx} label={ctx.t('catalogue.nav.sports')} />;
    case 'promo_code':
      return <PromoCodeBlock ctx={ctx} />;
    case 'bonuses':
      return <BonusesBlock ctx={ctx} />;
    case 'jackpot_banner':
      return <JackpotBannerBlock ctx={ctx} />;
    case 'jackpot_card':
      return <LazyJackpotCards />;
    case 'jackpot_leaderboard':
      return <LazyJackpotLeaderboard />;
    case 'favorites':
      return <FavoritesBlock ctx={ctx} />;
    case 'prediction':
      return <PredictionBlock ctx={ctx} />;
    case 'side_menu':
      return <SideMenuBlock ctx={ctx} />;
    case 'search':
      return <SearchBlock ctx={ctx} />;
    case 'brand_logo':
      return <BrandLogoBlock ctx={ctx} />;
    case 'notifications':
      return <NotificationsBlock />;
    case 'profile':
      return <ProfileBlock />;
    case 'platform_switcher':
      return <PlatformSwitcherBlock ctx={ctx} />;
    case 'clock':
      return <ClockBlock />;
    case 'language':
      return <LanguageBlock ctx={ctx} />;
    case 'odds':
      return <OddsBlock />;
    case 'mobile_selection_bar':
      return <MobileSelectionBarBlock ctx={ctx} />;
    case 'chat_toggle':
      return <ChatToggleBlock />;
  }
}

/** One block of a page: a section carrying its type, display and content kind, with its title if set. */
function PageBlock({ block, ctx }: { block: LayoutBlock; ctx: BlockContext }) {
  const ownHeading = OWN_HEADING.has(block.type);
  const title = !ownHeading && block.title ? ctx.text(block.title) : undefined;
  const labelled = ownHeading || title !== undefined;
  return (
    <section
      className={styles.block}
      data-block-type={block.type}
      data-block-id={block.id}
      data-display={block.display}
      data-content-kind={block.content_kind}
      aria-labelledby={labelled ? headingId(block) : undefined}
    >
      {title !== undefined && (
        <h2 id={headingId(block)} className={styles.heading}>
          {title}
        </h2>
      )}
      {blockContent(block, ctx)}
    </section>
  );
}

/** A page drawn from its layout document: every visible block, top to bottom, in the document's variant. */
export function LayoutPage({
  document,
  ctx,
  notice,
}: {
  document: LayoutDocument;
  ctx: BlockContext;
  notice?: ReactNode;
}) {
  return (
    <div className={styles.page} data-variant={document.variant}>
      {notice}
      {document.blocks
        .filter((block) => !block.hidden)
        .map((block) => (
          <PageBlock key={block.id} block={block} ctx={ctx} />
        ))}
    </div>
  );
}
