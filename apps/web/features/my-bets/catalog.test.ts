import { describe, expect, it } from 'vitest';
import ar from '../../messages/bets/ar.json';
import de from '../../messages/bets/de.json';
import en from '../../messages/bets/en.json';
import es from '../../messages/bets/es.json';
import fr from '../../messages/bets/fr.json';
import itIT from '../../messages/bets/it.json';
import ja from '../../messages/bets/ja.json';
import pl from '../../messages/bets/pl.json';
import ptBR from '../../messages/bets/pt-BR.json';
import ru from '../../messages/bets/ru.json';
import tr from '../../messages/bets/tr.json';

const OTHERS: Record<string, Record<string, string>> = {
  ar,
  de,
  es,
  'pt-BR': ptBR,
  ru,
  tr,
  fr,
  it: itIT,
  pl,
  ja,
};
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('My Bets catalogues', () => {
  it('every cash-out string is translated in every locale, with the same placeholders', () => {
    const keys = Object.keys(en).filter((k) => k.startsWith('bets.cashout.') || k === 'bets.stakeOpen');
    expect(keys.length).toBeGreaterThan(20);
    for (const [locale, catalogue] of Object.entries(OTHERS)) {
      for (const key of keys) {
        const text = catalogue[key];
        expect(text, `${locale} ${key}`).toBeTruthy();
        expect(placeholders(text ?? ''), `${locale} ${key}`).toEqual(
          placeholders((en as Record<string, string>)[key] ?? ''),
        );
      }
    }
  });
});
