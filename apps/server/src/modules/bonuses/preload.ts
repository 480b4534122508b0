/**
 * What the placement hooks read, as scalar subqueries a placement runs inside its catalogue statement
 * (betting/placement-read.ts) instead of two statements of their own: the player's farming bonuses
 * (hunting, tournament, loot box; row-locked as farmPlacedBets locks them) and the amb campaigns that
 * are active. The values come back as json and turn into the rows drizzle would have answered.
 */
import { getTableColumns, type SQL, type SQLWrapper, sql, type Table } from 'drizzle-orm';
import { bonusCampaigns, issuedBonuses } from '../../db/schema.ts';
import { AMB_TYPE } from './amb.ts';
import { FARMING_TYPES } from './farming.ts';
import type { IssuedWithCampaign } from './queries.ts';
import type { CampaignRow, IssuedRow } from './rules.ts';

/** What a placement's bonus hooks would otherwise read themselves. */
export interface BonusPreload {
  /** The player's farming bonuses (any status), oldest first, locked FOR UPDATE. */
  farming: IssuedWithCampaign[];
  /** Campaigns of type amb with status active, by id (the window and player checks are left to amb.ts). */
  amb: CampaignRow[];
}

/** Scalar subquery: the player's farming bonuses with their campaigns, locked, as json. */
export function farmingPreloadSql(userId: SQLWrapper): SQL {
  return sql`(
    select json_agg(json_build_object('issued', f.issued, 'campaign', f.campaign) order by f.id)
      from (select ib.id, to_jsonb(ib) as issued, to_jsonb(bc) as campaign
              from ${issuedBonuses} ib join ${bonusCampaigns} bc on bc.id = ib.campaign_id
             where ib.user_id = ${userId}::int
               and ib.type in (${sql.join(
                 FARMING_TYPES.map((t) => sql.raw(`'${t}'`)),
                 sql`, `,
               )})
             order by ib.id
               for update of ib) f)`;
}

/** Scalar subquery: the active amb campaigns as json. */
export function ambPreloadSql(): SQL {
  return sql`(select json_agg(to_jsonb(bc) order by bc.id) from ${bonusCampaigns} bc
               where bc.type = ${sql.raw(`'${AMB_TYPE}'`)} and bc.status = 'active')`;
}

/** A table's row from its to_jsonb value (column names → field names, each value as drizzle maps it). */
function rowFromJson<T>(table: Table, json: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    out[field] = value == null ? null : column.mapFromDriverValue(value);
  }
  return out as T;
}

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** The preload from the two subqueries' values. */
export function bonusPreloadOf(farming: unknown, amb: unknown): BonusPreload {
  const farmingList = (parsed(farming) ?? []) as {
    issued: Record<string, unknown>;
    campaign: Record<string, unknown>;
  }[];
  const ambList = (parsed(amb) ?? []) as Record<string, unknown>[];
  return {
    farming: farmingList.map((r) => ({
      issued: rowFromJson<IssuedRow>(issuedBonuses, r.issued),
      campaign: rowFromJson<CampaignRow>(bonusCampaigns, r.campaign),
    })),
    amb: ambList.map((c) => rowFromJson<CampaignRow>(bonusCampaigns, c)),
  };
}
