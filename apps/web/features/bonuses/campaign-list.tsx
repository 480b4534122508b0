import type { BonusCampaign } from '@sportsbook/contract';
import { formatBalanceAmount } from '../cashier/transaction-format.ts';
import type { Translate } from '../i18n/translator.ts';
import { formatBetTime } from '../my-bets/format.ts';
import styles from './bonuses.module.css';
import { groupOf, plainTerms } from './model.ts';

/** Currencies a campaign's amount is shown in, first found first. */
const SHOWN_CURRENCIES = ['EUR', 'USD'];

function amountOf(campaign: BonusCampaign): { value: number; currency: string } | null {
  for (const currency of SHOWN_CURRENCIES) {
    const value = campaign.amounts[currency];
    if (value !== undefined) return { value, currency };
  }
  return null;
}

/** What the list of public campaigns shows, with the texts of the page's locale. */
export interface CampaignListProps {
  campaigns: readonly BonusCampaign[];
  /** Key of the list's heading. */
  titleKey?: string;
  /** `t` with the bonuses namespace (server getT or client useT('bonuses')). */
  t: Translate;
  locale: string;
}

/**
 * The live public campaigns (GET /bonuses/campaigns): what, how, until when. Hook-free, so a server
 * component renders it with no client code (the bonuses widget) and the promotions page in the client.
 */
export function CampaignList({
  campaigns,
  titleKey = 'bonuses.campaigns.title',
  t,
  locale,
}: CampaignListProps) {
  if (campaigns.length === 0) return null;
  return (
    <section aria-labelledby="public-campaigns" className={styles.group}>
      <h2 id="public-campaigns" className={styles.groupTitle}>
        {t(titleKey)}
      </h2>
      <ul className={styles.grid}>
        {campaigns.map((campaign) => {
          const amount = amountOf(campaign);
          const group = groupOf(campaign.type);
          return (
            <li key={campaign.id} className={styles.card} data-campaign-type={campaign.type}>
              <header className={styles.cardHead}>
                <span className={styles.type}>{t(`bonuses.type.${campaign.type}`)}</span>
              </header>
              <h3 className={styles.name}>{campaign.name}</h3>
              {amount && (
                <p className={styles.amount}>{formatBalanceAmount(amount.value, amount.currency, locale)}</p>
              )}
              <p className={styles.meta}>{t(`bonuses.about.${group}`)}</p>
              {campaign.promo_code && (
                <p className={styles.meta}>
                  {t('bonuses.campaigns.code')} <code className={styles.code}>{campaign.promo_code}</code>
                </p>
              )}
              {campaign.valid_to && (
                <p className={styles.meta}>
                  {t('bonuses.card.validTo', { date: formatBetTime(campaign.valid_to, locale) })}
                </p>
              )}
              {campaign.terms && (
                <details className={styles.terms}>
                  <summary>{t('bonuses.card.terms')}</summary>
                  <p>{plainTerms(campaign.terms)}</p>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
