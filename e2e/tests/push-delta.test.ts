import type { Match, MatchesResponse } from '@sportsbook/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../src/browser.ts';
import { withSettings } from '../src/cashier.ts';
import { apiGet, apiPost } from '../src/env.ts';

// Push delta compression (issue 15): with the site config's pushDeltaCompression on, the web app's
// subscriptions ask for fossil deltas and the hub answers with deltas the client decodes: the page
// still shows a pushed score. The e2e API serves the flag off, so the answer is rewritten here
// (withSettings: a mock at a boundary a test cannot reconfigure).

const browser = useBrowser();

interface Frames {
  sent: string[];
  received: string[];
}

function recordFrames(page: Page): Frames {
  const frames: Frames = { sent: [], received: [] };
  page.on('websocket', (ws) => {
    ws.on('framesent', (f) => frames.sent.push(String(f.payload)));
    ws.on('framereceived', (f) => frames.received.push(String(f.payload)));
  });
  return frames;
}

async function liveSoccer(): Promise<Match> {
  const { data } = await apiGet<MatchesResponse>(
    '/api/sportsbook/v2/matches?type=match&match_status=prematch&sport_key=soccer&limit=50',
  );
  const match = data.filter((e): e is Match => e.type === 'match').at(-1);
  if (!match) throw new Error('no prematch soccer match');
  await apiPost('/api/dev/feed/events', { type: 'start', matchId: match.id });
  return match;
}

describe('push delta compression', () => {
  it('asks for fossil deltas when the site config says so, and pushed updates still show', async () => {
    const match = await liveSoccer();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await withSettings(page, (s) => {
      (s.site_config as Record<string, unknown>).pushDeltaCompression = true;
    });
    const frames = recordFrames(page);
    await page.goto(`/en/soccer/${match.slug}`);
    const channel = `public:en:match:${match.id}`;
    await page.waitForSelector(`[data-push-subscribed~="${channel}"]`, {
      state: 'attached',
      timeout: 15_000,
    });
    expect(
      frames.sent.some((f) => f.includes(`"channel":"${channel}"`) && f.includes('"delta":"fossil"')),
    ).toBe(true);
    expect(frames.received.some((f) => f.includes('"delta":true') && f.includes('"subscribe"'))).toBe(true);

    for (const team of ['home', 'home', 'away'] as const)
      await apiPost('/api/dev/feed/events', { type: 'goal', matchId: match.id, team });
    await expect
      .poll(() => page.getByTestId('tracker-last').textContent(), {
        timeout: 10_000,
      })
      .toBe(`Goal! ${match.competitors.away.name}`);
    // Some publication after the first on the match channel travelled as a delta.
    expect(
      frames.received.some((f) => f.includes(`"channel":"${channel}"`) && f.includes('"delta":true')),
    ).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('does not ask for deltas by default', async () => {
    const match = await liveSoccer();
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const frames = recordFrames(page);
    await page.goto(`/en/soccer/${match.slug}`);
    const channel = `public:en:match:${match.id}`;
    await page.waitForSelector(`[data-push-subscribed~="${channel}"]`, {
      state: 'attached',
      timeout: 15_000,
    });
    expect(frames.sent.some((f) => f.includes('"delta"'))).toBe(false);
  });
});
