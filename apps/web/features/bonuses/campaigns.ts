import type { BonusCampaign, CampaignsResponse } from '@sportsbook/contract';
import { BonusesRoute } from '@sportsbook/contract/routes';
import { apiFetch } from '../../lib/api.ts';

/**
 * The live public campaigns (GET /bonuses/campaigns), fetched by the /promotions server render for
 * visitors; an unreachable API gives an empty list (the page still offers sign-in).
 */
export async function fetchPublicCampaigns(locale: string): Promise<BonusCampaign[]> {
  try {
    const response = await apiFetch<CampaignsResponse>(BonusesRoute.campaigns, {
      locale,
      searchParams: { limit: 50 },
    });
    return response.data;
  } catch {
    return [];
  }
}
