import { defaultLayout, type LayoutResponse } from '@sportsbook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, testConfig } from '../../src/config.ts';
import { layoutHistoryCount } from '../../src/modules/content/queries.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { Agent, DEMO } from '../platform/helpers.ts';

// The content API (GET|PUT /api/content/layouts/{page}): public reads with the shipped default, writes
// only with the content key, exactly one winner among writers starting from the same version.

// biome-ignore lint/suspicious/noExplicitAny: loose response bodies in tests
type Loose = any;

const URL = '/api/content/layouts';
const KEY = { authorization: 'Bearer dev-content-key' };
const doc = (blocks: unknown[]) => ({ schema_version: 1, blocks });
const promo = (text: string) => doc([{ id: 'promo', type: 'text', settings: { html: `<p>${text}</p>` } }]);

let t: TestApp;
const put = (page: string, body: unknown, headers: Record<string, string> = KEY) =>
  t.inject({ method: 'PUT', url: `${URL}/${page}`, payload: body as object, headers });
const get = async (page: string, query = '') => {
  const res = await t.inject({ method: 'GET', url: `${URL}/${page}${query}` });
  return { status: res.statusCode, body: res.json() as Loose, etag: res.headers.etag };
};

beforeAll(async () => {
  t = await createTestApp('seed');
});
afterAll(() => t.close());

describe('content layouts', () => {
  it('answers the shipped default of the home page and of each header slot while none is stored', async () => {
    const home = await get('home');
    expect(home.status).toBe(200);
    expect(home.body).toMatchObject({ page: 'home', version: 0, source: 'default', updated_at: null });
    expect(home.body.document).toEqual(defaultLayout('home'));
    expect(home.etag).toBe('"0"');
    const tabs = await get('tab-bar-mobile');
    expect(tabs.body.document.blocks.map((b: Loose) => b.type)).toEqual([
      'menu_item',
      'menu_item',
      'search',
      'mobile_selection_bar',
    ]);
    expect((await get('Not A Page')).status).toBe(400);
  });

  it('refuses a write without the content key, with another key, or from a signed-in player', async () => {
    const wrong: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-key' },
      { authorization: 'dev-content-key' },
    ];
    for (const headers of wrong) {
      const res = await put('home', { base_version: 0, document: promo('x') }, headers);
      expect([res.statusCode, res.json().code]).toEqual([401, 'content_unauthorized']);
    }
    const player = new Agent(t.app);
    expect((await player.signIn(DEMO.email, DEMO.password)).status).toBe(200);
    const res = await player.request('PUT', `${URL}/home`, { base_version: 0, document: promo('x') });
    expect([res.status, res.body.code]).toEqual([401, 'content_unauthorized']);
    expect((await get('home')).body.source).toBe('default');
  });

  it('refuses a bad document with the path of each problem', async () => {
    const res = await put('home', {
      base_version: 0,
      document: doc([
        { id: 'a', type: 'carousel' },
        { id: 'b', type: 'button', settings: { label: 'x', href: 'javascript:alert(1)' } },
      ]),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as Loose;
    expect(body.code).toBe('validation_error');
    expect(body.details.map((d: Loose) => d.path)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/blocks\.0\.type$/),
        expect.stringMatching(/blocks\.1\.settings\.href$/),
      ]),
    );
  });

  it('publishes a document with the key; the next write must start from the new version', async () => {
    const first = await put('promo-a', { base_version: 0, document: promo('Cup weekend') });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 'promo-a', version: 1, source: 'published' });
    const read = await get('promo-a');
    expect(read.body.document.blocks[0].settings.html).toBe('<p>Cup weekend</p>');
    expect(read.etag).toBe('"1"');
    const stale = await put('promo-a', { base_version: 0, document: promo('stale') });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'layout_version_conflict']);
    expect(stale.json().details).toEqual([{ path: 'base_version', message: 'the current version is 1' }]);
    const second = await put('promo-a', { base_version: 1, document: promo('Final') });
    expect(second.json().version).toBe(2);
    expect(await layoutHistoryCount(t.database.db, 'promo-a', 'published')).toBe(2);
  });

  it('of 50 writes from the same base version exactly one wins, and the winner is what is read', async () => {
    await put('burst', { base_version: 0, document: promo('base') });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => put('burst', { base_version: 1, document: promo(`edit ${i}`) })),
    );
    const won = results.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const read = (await get('burst')).body as LayoutResponse;
    expect(read.version).toBe(2);
    expect(read.document).toEqual((won[0]?.json() as LayoutResponse | undefined)?.document);
    expect(await layoutHistoryCount(t.database.db, 'burst', 'published')).toBe(2);
  });

  it('of 50 first writes of a new page exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => put('fresh', { base_version: 0, document: promo(`first ${i}`) })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await get('fresh')).body.version).toBe(1);
  });

  it('keeps a draft apart from the published page, readable with its preview token only', async () => {
    await put('preview-page', { base_version: 0, document: promo('live version') });
    const draft = await put('preview-page', { base_version: 0, draft: true, document: promo('next week') });
    expect(draft.statusCode).toBe(200);
    const { preview_token: token, source } = draft.json() as Loose;
    expect(source).toBe('draft');
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await get('preview-page')).body.document.blocks[0].settings.html).toBe('<p>live version</p>');
    const previewed = await get('preview-page', `?preview=${token}`);
    expect(previewed.body.document.blocks[0].settings.html).toBe('<p>next week</p>');
    const wrong = await get('preview-page', `?preview=${'x'.repeat(32)}`);
    expect([wrong.status, wrong.body.code]).toEqual([404, 'layout_preview_not_found']);
    const again = await put('preview-page', { base_version: 1, draft: true, document: promo('next week 2') });
    expect((again.json() as Loose).preview_token).toBe(token);
  });

  it('stores text, banner and modal HTML sanitised', async () => {
    const res = await put('xss', {
      base_version: 0,
      document: doc([
        {
          id: 't',
          type: 'text',
          settings: { html: '<p onclick="alert(1)">Hi<script>alert(1)</script></p>' },
        },
        { id: 'b', type: 'banner', settings: { title: 'B', html: '<a href="javascript:alert(1)">x</a>' } },
        {
          id: 'm',
          type: 'modal',
          settings: { trigger: 'T', title: 'T', html: '<img src=x onerror=alert(1)>ok' },
        },
      ]),
    });
    const blocks = (res.json() as Loose).document.blocks;
    expect(blocks.map((b: Loose) => b.settings.html)).toEqual([
      '<p>Hi</p>',
      '<a rel="noopener noreferrer nofollow">x</a>',
      'ok',
    ]);
  });
});

describe('content key configuration', () => {
  it('is dev-content-key outside production, off in production without a key, and refuses the demo key there', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).contentApiKey).toBe('dev-content-key');
    expect(loadConfig({ NODE_ENV: 'production' }).contentApiKey).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'production', CONTENT_API_KEY: 'dev-content-key' })).toThrow(
      /CONTENT_API_KEY/,
    );
  });

  it('answers 503 content_api_disabled to every write when no key is configured', async () => {
    const app = await buildApp({ database: t.database, config: testConfig({ contentApiKey: undefined }) });
    const res = await app.inject({
      method: 'PUT',
      url: `${URL}/home`,
      payload: { base_version: 0, document: doc([]) },
      headers: KEY,
    });
    expect([res.statusCode, res.json().code]).toEqual([503, 'content_api_disabled']);
    await app.close();
  });
});

describe('content API in OpenAPI', () => {
  it('documents GET and PUT of /api/content/layouts/{page} with the document schema and preview mode', async () => {
    const t2 = await createTestApp('empty');
    const doc = (await t2.inject({ method: 'GET', url: '/api/docs/json' })).json() as Loose;
    const path = doc.paths['/api/content/layouts/{page}'];
    expect(Object.keys(path).sort()).toEqual(['get', 'put']);
    expect(path.get.parameters.map((p: Loose) => p.name)).toEqual(
      expect.arrayContaining(['page', 'preview']),
    );
    expect(JSON.stringify(path.put.requestBody)).toContain('LayoutPutBody');
    expect(doc.components.schemas.LayoutDocument).toBeDefined();
    await t2.close();
  });
});
