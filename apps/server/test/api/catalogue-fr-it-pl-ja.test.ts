import type { Event, MarketsResponse, MatchesResponse, SportsResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betMessage } from '../../src/modules/betting/messages.ts';
import {
  COUNTRIES,
  MARKET_GROUPS,
  MARKET_TEXT,
  OUTCOME_TEXT,
  OUTRIGHT_TEXT,
  PERIOD_WORDS,
  periodName,
  SPORT_NAMES,
  stageName,
  UNITS,
} from '../../src/modules/feed/i18n.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

// French, Italian, Polish and Japanese players get sport, market, outcome and period names and bet
// errors in their language, not the English fallback.

const LOCALES = ['fr', 'it', 'pl', 'ja'] as const;

describe('catalogue texts in fr, it, pl, ja', () => {
  it('every translated name has all four (team-free texts stored in English only are skipped)', () => {
    const texts = [
      ...Object.values(SPORT_NAMES),
      ...Object.values(COUNTRIES).map((c) => c.name),
      ...MARKET_GROUPS.map((g) => g.name),
      ...Object.values(UNITS),
      ...Object.values(MARKET_TEXT),
      ...Object.values(PERIOD_WORDS),
      ...Object.values(OUTCOME_TEXT),
      ...Object.values(OUTRIGHT_TEXT),
    ].filter((text) => text.de !== undefined);
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) {
      for (const locale of LOCALES) expect(text[locale], `${locale}: ${text.en}`).toBeTruthy();
    }
  });

  it('numbered periods and stages are named in each language', () => {
    expect(periodName('period_2', '2nd period', 'fr')).toBe('Période 2');
    expect(periodName('set_3', '3rd set', 'it')).toBe('3° set');
    expect(periodName('quarter_4', '4th quarter', 'pl')).toBe('4. kwarta');
    expect(periodName('map_2', 'Map 2', 'ja')).toBe('マップ2');
    expect(periodName('half_1', '1st half', 'ja')).toBe('前半');
    expect(stageName('Half time', [], 'fr')).toBe('Mi-temps');
  });

  it('bet errors are localised, placeholders kept', () => {
    expect(betMessage('error.place_bets.insufficient_funds', 'pl')).toBe(
      'Masz za mało środków na tę stawkę.',
    );
    expect(betMessage('error.place_bets.bet_limit_exceeded', 'ja', { amount: '10.00 EUR' })).toContain(
      '10.00 EUR',
    );
    expect(betMessage('error.bets.not_found', 'fr')).toBe('Pari introuvable.');
    expect(betMessage('error.bets.not_found', 'de')).toBe('Wette nicht gefunden.');
  });
});

describe('the API in fr, it, pl, ja over the seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('seed');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names sports, market groups and periods in the Accept-Language of the request', async () => {
    const soccer = { fr: 'Football', it: 'Calcio', pl: 'Piłka nożna', ja: 'サッカー' };
    const main = { fr: 'Principaux', it: 'Principali', pl: 'Główne', ja: 'メイン' };
    const goals = { fr: 'Buts', it: 'Gol', pl: 'Gole', ja: 'ゴール' };
    const firstHalf = { fr: '1re mi-temps', it: '1° tempo', pl: '1. połowa', ja: '前半' };
    const live = await t.get<MatchesResponse>('/matches?sport_key=soccer&match_status=1&limit=1');
    const finished = await t.get<MatchesResponse>('/matches?sport_key=soccer&match_status=4&limit=1');
    const liveId = live.body.data[0]?.id;
    const finishedId = finished.body.data[0]?.id;
    expect(liveId && finishedId).toBeTruthy();
    const english = await t.get<MarketsResponse>(`/matches/${liveId}/markets`);
    for (const locale of LOCALES) {
      const header = { 'accept-language': `${locale},en;q=0.5` };
      const sports = await t.get<SportsResponse>('/sports', header);
      expect(sports.body.data.find((s) => s.key === 'soccer')?.name).toBe(soccer[locale]);
      const markets = await t.get<MarketsResponse>(`/matches/${liveId}/markets`, header);
      const group = (key: string) => markets.body.groups.find((g) => g.key === key)?.name;
      expect(group('main')).toBe(main[locale]);
      expect(group('goals')).toBe(goals[locale]);
      expect(english.body.groups.find((g) => g.key === 'main')?.name).toBe('Main');
      const match = await t.get<Event>(`/matches/${finishedId}`, header);
      const periods = match.body.type === 'match' ? (match.body.statistics?.period_score ?? []) : [];
      expect(periods[0]?.period_name).toBe(firstHalf[locale]);
    }
  });
});
