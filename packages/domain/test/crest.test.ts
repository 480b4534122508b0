import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREST_BACKDROPS,
  CREST_INK,
  contrastRatio,
  crestImagePath,
  crestInitials,
  crestOf,
  crestSvg,
  imageSources,
  imageWidthFor,
} from '../src/index.ts';

const team = fc.record({ id: fc.integer({ min: 1, max: 1_000_000 }), name: fc.string({ maxLength: 40 }) });

describe('generated crests', () => {
  it('are the same for the same team, every time', () => {
    fc.assert(
      fc.property(team, (t) => {
        expect(crestOf(t)).toEqual(crestOf({ ...t }));
        expect(crestSvg(crestOf(t), 40)).toBe(crestSvg(crestOf(t), 40));
      }),
    );
  });

  it('differ between teams of a league', () => {
    const names = ['Arsenal', 'Chelsea', 'Everton', 'Fulham', 'Liverpool', 'Brentford', 'Burnley', 'Wolves'];
    const svgs = new Set(names.map((name, i) => crestSvg(crestOf({ id: i + 1, name }), 40)));
    expect(svgs.size).toBe(names.length);
  });

  it('keep the initials readable and the outline visible in the dark and the light theme', () => {
    fc.assert(
      fc.property(team, (t) => {
        const crest = crestOf(t);
        expect(contrastRatio(CREST_INK, crest.fill)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(CREST_INK, crest.second)).toBeGreaterThanOrEqual(4.5);
        for (const backdrop of CREST_BACKDROPS) {
          expect(contrastRatio(crest.ring, backdrop)).toBeGreaterThanOrEqual(3);
        }
      }),
    );
  });

  it('take the initials of the first two words, in any script', () => {
    expect(crestInitials('Real Madrid')).toBe('RM');
    expect(crestInitials('1. FC Köln')).toBe('1F');
    expect(crestInitials('Zenit')).toBe('Z');
    expect(crestInitials('الأهلي المصري')).toBe('اا');
    expect(crestInitials('  -- ')).toBe('');
  });

  it('carry no markup from the name into the SVG document', () => {
    const svg = crestSvg(crestOf({ id: 1, name: '<script> &amp' }), 20);
    expect(svg).not.toContain('<script');
    expect(svg).toContain('>SA</text>');
    expect(svg).toMatch(/^<svg [^>]*width="20" height="20"/);
  });
});

describe('image URLs', () => {
  it('name a crest by team id, proxied at a rendered width with a 2x variant', () => {
    expect(crestImagePath(12)).toBe('/api/images/crests/12.svg');
    expect(imageSources(crestImagePath(12), 20)).toEqual({
      src: '/api/images/proxy?src=%2Fapi%2Fimages%2Fcrests%2F12.svg&w=20&dpr=1',
      srcSet:
        '/api/images/proxy?src=%2Fapi%2Fimages%2Fcrests%2F12.svg&w=20&dpr=1 1x, /api/images/proxy?src=%2Fapi%2Fimages%2Fcrests%2F12.svg&w=20&dpr=2 2x',
    });
    expect(imageWidthFor(21)).toBe(24);
    expect(imageWidthFor(5000)).toBe(256);
  });
});
