import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { getT } from '../i18n/messages.ts';
import { columnLabels, mainMarketLabels, shortOutcomeLabels } from './outcome-labels';

const outcome = (id: string, name: string) => ({ id, name, odds: 2000, active: true });

describe('short outcome labels', () => {
  const t = getT('en');

  it('labels results 1 X 2, double chance 1X 12 X2 and half time / full time 1/X', () => {
    expect(shortOutcomeLabels(['home', 'draw', 'away'], t)).toEqual({
      kind: 'result',
      labels: ['1', 'X', '2'],
    });
    expect(shortOutcomeLabels(['home', 'away'], t)?.labels).toEqual(['1', '2']);
    expect(shortOutcomeLabels(['home_draw', 'home_away', 'draw_away'], t)).toEqual({
      kind: 'double',
      labels: ['1X', '12', 'X2'],
    });
    expect(shortOutcomeLabels(['home_home', 'home_draw', 'draw_away'], t)).toEqual({
      kind: 'sequence',
      labels: ['1/1', '1/X', 'X/2'],
    });
    expect(shortOutcomeLabels(['over', 'under'], t)).toBeNull();
    expect(shortOutcomeLabels(['home_yes', 'home_no'], t)).toBeNull();
  });

  it('heads a list with no odds yet by its sport main market type', () => {
    expect(mainMarketLabels(1, t)).toEqual(['1', 'X', '2']);
    expect(mainMarketLabels(186, t)).toEqual(['1', '2']);
    expect(mainMarketLabels(null, t)).toBeNull();
  });

  it('heads totals with the outcome names and their line', () => {
    const market = { outcomes: [outcome('over', 'Over 2.5'), outcome('under', 'Under 2.5')] };
    expect(columnLabels(market, t)).toEqual(['Over 2.5', 'Under 2.5']);
  });

  it.each(SUPPORTED_LOCALES)('has distinct labels in %s', (locale) => {
    const tl = getT(locale);
    for (const ids of [
      ['home', 'draw', 'away'],
      ['home_draw', 'home_away', 'draw_away'],
    ]) {
      const labels = shortOutcomeLabels(ids, tl)?.labels ?? [];
      expect(labels.every((label) => !label.startsWith('catalogue.'))).toBe(true);
      expect(new Set(labels).size).toBe(ids.length);
    }
  });
});
