import { matchLocale, SUPPORTED_LOCALES, type SupportedLocale } from '@sportsbook/domain';
import arAuth from '../../messages/auth/ar.json';
import deAuth from '../../messages/auth/de.json';
import enAuth from '../../messages/auth/en.json';
import esAuth from '../../messages/auth/es.json';
import frAuth from '../../messages/auth/fr.json';
import itAuth from '../../messages/auth/it.json';
import jaAuth from '../../messages/auth/ja.json';
import plAuth from '../../messages/auth/pl.json';
import ptBRAuth from '../../messages/auth/pt-BR.json';
import ruAuth from '../../messages/auth/ru.json';
import trAuth from '../../messages/auth/tr.json';
import arBetBuilder from '../../messages/bet-builder/ar.json';
import deBetBuilder from '../../messages/bet-builder/de.json';
import enBetBuilder from '../../messages/bet-builder/en.json';
import esBetBuilder from '../../messages/bet-builder/es.json';
import frBetBuilder from '../../messages/bet-builder/fr.json';
import itBetBuilder from '../../messages/bet-builder/it.json';
import jaBetBuilder from '../../messages/bet-builder/ja.json';
import plBetBuilder from '../../messages/bet-builder/pl.json';
import ptBRBetBuilder from '../../messages/bet-builder/pt-BR.json';
import ruBetBuilder from '../../messages/bet-builder/ru.json';
import trBetBuilder from '../../messages/bet-builder/tr.json';
import arBets from '../../messages/bets/ar.json';
import deBets from '../../messages/bets/de.json';
import enBets from '../../messages/bets/en.json';
import esBets from '../../messages/bets/es.json';
import frBets from '../../messages/bets/fr.json';
import itBets from '../../messages/bets/it.json';
import jaBets from '../../messages/bets/ja.json';
import plBets from '../../messages/bets/pl.json';
import ptBRBets from '../../messages/bets/pt-BR.json';
import ruBets from '../../messages/bets/ru.json';
import trBets from '../../messages/bets/tr.json';
import arBetslip from '../../messages/betslip/ar.json';
import deBetslip from '../../messages/betslip/de.json';
import enBetslip from '../../messages/betslip/en.json';
import esBetslip from '../../messages/betslip/es.json';
import frBetslip from '../../messages/betslip/fr.json';
import itBetslip from '../../messages/betslip/it.json';
import jaBetslip from '../../messages/betslip/ja.json';
import plBetslip from '../../messages/betslip/pl.json';
import ptBRBetslip from '../../messages/betslip/pt-BR.json';
import ruBetslip from '../../messages/betslip/ru.json';
import trBetslip from '../../messages/betslip/tr.json';
import arCashier from '../../messages/cashier/ar.json';
import deCashier from '../../messages/cashier/de.json';
import enCashier from '../../messages/cashier/en.json';
import esCashier from '../../messages/cashier/es.json';
import frCashier from '../../messages/cashier/fr.json';
import itCashier from '../../messages/cashier/it.json';
import jaCashier from '../../messages/cashier/ja.json';
import plCashier from '../../messages/cashier/pl.json';
import ptBRCashier from '../../messages/cashier/pt-BR.json';
import ruCashier from '../../messages/cashier/ru.json';
import trCashier from '../../messages/cashier/tr.json';
import arCatalogue from '../../messages/catalogue/ar.json';
import deCatalogue from '../../messages/catalogue/de.json';
import enCatalogue from '../../messages/catalogue/en.json';
import esCatalogue from '../../messages/catalogue/es.json';
import frCatalogue from '../../messages/catalogue/fr.json';
import itCatalogue from '../../messages/catalogue/it.json';
import jaCatalogue from '../../messages/catalogue/ja.json';
import plCatalogue from '../../messages/catalogue/pl.json';
import ptBRCatalogue from '../../messages/catalogue/pt-BR.json';
import ruCatalogue from '../../messages/catalogue/ru.json';
import trCatalogue from '../../messages/catalogue/tr.json';
import arShell from '../../messages/shell/ar.json';
import deShell from '../../messages/shell/de.json';
import enShell from '../../messages/shell/en.json';
import esShell from '../../messages/shell/es.json';
import frShell from '../../messages/shell/fr.json';
import itShell from '../../messages/shell/it.json';
import jaShell from '../../messages/shell/ja.json';
import plShell from '../../messages/shell/pl.json';
import ptBRShell from '../../messages/shell/pt-BR.json';
import ruShell from '../../messages/shell/ru.json';
import trShell from '../../messages/shell/tr.json';
import { createTranslator, type Messages, type Translate } from './translator.ts';

const CATALOGS: Record<SupportedLocale, readonly Messages[]> = {
  en: [enShell, enCatalogue, enAuth, enBets, enBetslip, enBetBuilder, enCashier],
  de: [deShell, deCatalogue, deAuth, deBets, deBetslip, deBetBuilder, deCashier],
  es: [esShell, esCatalogue, esAuth, esBets, esBetslip, esBetBuilder, esCashier],
  'pt-BR': [ptBRShell, ptBRCatalogue, ptBRAuth, ptBRBets, ptBRBetslip, ptBRBetBuilder, ptBRCashier],
  ru: [ruShell, ruCatalogue, ruAuth, ruBets, ruBetslip, ruBetBuilder, ruCashier],
  tr: [trShell, trCatalogue, trAuth, trBets, trBetslip, trBetBuilder, trCashier],
  ar: [arShell, arCatalogue, arAuth, arBets, arBetslip, arBetBuilder, arCashier],
  fr: [frShell, frCatalogue, frAuth, frBets, frBetslip, frBetBuilder, frCashier],
  it: [itShell, itCatalogue, itAuth, itBets, itBetslip, itBetBuilder, itCashier],
  pl: [plShell, plCatalogue, plAuth, plBets, plBetslip, plBetBuilder, plCashier],
  ja: [jaShell, jaCatalogue, jaAuth, jaBets, jaBetslip, jaBetBuilder, jaCashier],
};

const merged = new Map<string, Messages>();

/** The supported locale for a locale string (aliases and case resolved), else English. */
export function messagesLocale(locale: string): SupportedLocale {
  return (matchLocale(locale, SUPPORTED_LOCALES) ?? 'en') as SupportedLocale;
}

/**
 * Shell, catalogue, auth and bet slip messages of a locale merged, with English filling any missing
 * key.
 */
export function getMessages(locale: string): Messages {
  const key = messagesLocale(locale);
  let messages = merged.get(key);
  if (!messages) {
    messages = Object.assign({}, ...CATALOGS.en, ...CATALOGS[key]) as Messages;
    merged.set(key, messages);
  }
  return messages;
}

/** Server-side `t(key, vars?)` for a locale (sync; `await getT(locale)` works too). */
export function getT(locale: string): Translate {
  return createTranslator(getMessages(locale));
}
