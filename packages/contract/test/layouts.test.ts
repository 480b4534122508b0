import { describe, expect, it } from 'vitest';
import {
  defaultLayout,
  LAYOUT_BLOCK_TYPES,
  LAYOUT_SLOTS,
  LayoutDocument,
  LayoutPutBody,
  layoutText,
} from '../src/index.ts';

const doc = (blocks: unknown[]) => ({ schema_version: 1, blocks });
const messages = (input: unknown) => {
  const parsed = LayoutDocument.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('layout documents', () => {
  it('accepts a block of every type SPEC §2 names, with the settings each needs', () => {
    const settings: Record<string, unknown> = {
      text: { html: '<p>Hi</p>' },
      image: { src: '/promo.png', alt: 'Promo' },
      banner: { title: { en: 'Cup', de: 'Pokal' } },
      button: { label: 'Go', href: '/live' },
      modal: { trigger: 'Terms', title: 'Terms', html: '<p>T</p>' },
      iframe: { src: 'https://example.com/widget', title: 'Widget' },
      menu_item: { label: { t: 'shell.nav.live' }, href: '/live' },
      sub_menu: { links: [{ label: 'About', href: '/about' }] },
    };
    const blocks = LAYOUT_BLOCK_TYPES.map((type, i) => ({ id: `b${i}`, type, settings: settings[type] }));
    const parsed = LayoutDocument.parse(doc(blocks));
    expect(parsed.blocks.map((b) => b.type)).toEqual([...LAYOUT_BLOCK_TYPES]);
    expect(LAYOUT_BLOCK_TYPES).toHaveLength(42);
    expect(parsed.variant).toBe('default');
    expect(parsed.blocks.find((b) => b.type === 'live_events')?.settings).toEqual({ limit: 10 });
  });

  it('ships a valid default for the home page and every header slot', () => {
    for (const page of ['home', ...LAYOUT_SLOTS]) {
      expect(messages(defaultLayout(page)), page).toEqual([]);
    }
    expect(defaultLayout('home').blocks.map((b) => b.type)).toEqual([
      'label',
      'jackpot_banner',
      'live_events',
      'top_leagues',
      'prematch_events',
    ]);
  });

  it('refuses an unknown block type, naming the known ones', () => {
    const [message] = messages(doc([{ id: 'x', type: 'casino_lobby' }]));
    expect(message).toMatch(/^blocks\.0\.type: unknown block type; expected one of text, label/);
  });

  it('refuses unknown settings, missing settings and a duplicate id with the path of the problem', () => {
    expect(messages(doc([{ id: 'a', type: 'live_events', settings: { limit: 10, colour: 'red' } }]))).toEqual(
      [expect.stringMatching(/^blocks\.0\.settings: Unrecognized key: "colour"/)],
    );
    expect(messages(doc([{ id: 'a', type: 'button', settings: { label: 'Go' } }]))).toEqual([
      expect.stringMatching(/^blocks\.0\.settings\.href: /),
    ]);
    expect(
      messages(
        doc([
          { id: 'a', type: 'clock' },
          { id: 'a', type: 'odds' },
        ]),
      ),
    ).toEqual(['blocks.1.id: block id "a" is used twice']);
    expect(messages({ blocks: [] })[0]).toMatch(/^schema_version: /);
    expect(messages(doc([{ id: 'a', type: 'live_events', settings: { limit: 500 } }]))[0]).toMatch(
      /^blocks\.0\.settings\.limit: Too big/,
    );
  });

  it('refuses script, data and protocol-relative links, and iframes that are not https', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.test',
      'http://x.test',
    ]) {
      expect(messages(doc([{ id: 'a', type: 'button', settings: { label: 'Go', href } }])), href).toEqual([
        'blocks.0.settings.href: a link is a site path starting with / or an https:// URL',
      ]);
    }
    expect(
      messages(doc([{ id: 'a', type: 'iframe', settings: { src: 'javascript:x', title: 'x' } }])),
    ).toEqual(['blocks.0.settings.src: an iframe loads an https:// URL']);
  });

  it('a PUT names the version it starts from and defaults to publishing', () => {
    expect(LayoutPutBody.parse({ base_version: 0, document: doc([]) }).draft).toBe(false);
    expect(LayoutPutBody.safeParse({ document: doc([]) }).success).toBe(false);
  });

  it('picks the reader’s locale, then en, then a message of the catalogue', () => {
    const t = (key: string) => `<${key}>`;
    expect(layoutText({ en: 'Cup', de: 'Pokal' }, 'de', t)).toBe('Pokal');
    expect(layoutText({ en: 'Cup', de: 'Pokal' }, 'fr', t)).toBe('Cup');
    expect(layoutText({ t: 'shell.nav.live' }, 'fr', t)).toBe('<shell.nav.live>');
  });
});
