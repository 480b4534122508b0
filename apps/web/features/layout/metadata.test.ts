import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMetadata } from './metadata.ts';

afterEach(() => vi.unstubAllEnvs());

describe('buildMetadata', () => {
  it('links the canonical URL and every locale on the canonical host', () => {
    vi.stubEnv('SITE_URL', 'https://bets.example.com/');
    const metadata = buildMetadata({
      locale: 'de',
      path: '/soccer?page=2',
      title: 'Fußball',
      description: 'd',
    });
    expect(metadata.alternates?.canonical).toBe('https://bets.example.com/de/soccer');
    const languages = metadata.alternates?.languages as Record<string, string>;
    expect(Object.keys(languages).sort()).toEqual([...SUPPORTED_LOCALES, 'x-default'].sort());
    expect(languages).toMatchObject({
      en: 'https://bets.example.com/soccer',
      de: 'https://bets.example.com/de/soccer',
      'pt-BR': 'https://bets.example.com/pt-BR/soccer',
      he: 'https://bets.example.com/he/soccer',
      ru: 'https://bets.example.com/ru/soccer',
      tr: 'https://bets.example.com/tr/soccer',
      ar: 'https://bets.example.com/ar/soccer',
      fr: 'https://bets.example.com/fr/soccer',
      it: 'https://bets.example.com/it/soccer',
      pl: 'https://bets.example.com/pl/soccer',
      ja: 'https://bets.example.com/ja/soccer',
      'x-default': 'https://bets.example.com/soccer',
    });
    expect(metadata.robots).toEqual({ index: true, follow: true });
    expect(metadata.openGraph).toMatchObject({
      title: 'Fußball',
      url: 'https://bets.example.com/de/soccer',
      locale: 'de',
      siteName: 'Sportsbook',
    });
  });

  it('uses the default host, the unprefixed root for the default locale, and noindex when asked', () => {
    const metadata = buildMetadata({
      locale: 'en',
      path: '/',
      title: 'Home',
      description: 'd',
      noindex: true,
    });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3000/');
    expect(metadata.alternates?.languages).toMatchObject({ 'pt-BR': 'http://localhost:3000/pt-BR' });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.openGraph).toMatchObject({ locale: 'en' });
  });

  it('writes Open Graph locales with underscores', () => {
    const metadata = buildMetadata({ locale: 'pt-BR', path: '/live', title: 'Ao vivo', description: 'd' });
    expect(metadata.openGraph).toMatchObject({ locale: 'pt_BR' });
  });
});
