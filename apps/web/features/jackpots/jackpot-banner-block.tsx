import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import type { BlockContext } from '../layout-blocks/types.ts';
import { JackpotBannerView } from './jackpot-banner-view.tsx';
import { LazyJackpotBanner } from './lazy.tsx';
import { readBannerJackpot } from './server.ts';

/**
 * The home page's jackpot banner block: drawn by the server with the total it read (TickingAmount's
 * markup, not yet ticking), so the page has the banner's height from its first paint (issue 13: the
 * banner drawn after load moved the listing below it, CLS 0.077); the ticking banner takes its place
 * once its code and the settings are in.
 */
export async function JackpotBannerBlock({ ctx }: { ctx: BlockContext }) {
  const jackpot = await readBannerJackpot(ctx.locale);
  const cta = ctx.t('jackpots.banner.cta');
  if (!jackpot) return <LazyJackpotBanner cta={cta} />;
  const text = formatBalanceAmount(jackpot.amount, jackpot.currency, ctx.locale);
  const total = (
    <span>
      <span aria-hidden="true" data-jackpot-ticker="">
        {text}
      </span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
  return (
    <LazyJackpotBanner
      initial={jackpot}
      formatted={{ amount: jackpot.amount, text }}
      cta={cta}
      placeholder={<JackpotBannerView name={jackpot.name} total={total} cta={cta} />}
    />
  );
}
