import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import type { LocalizedText } from '../../db/schema.ts';
import { dictionaryNames } from './names/index.ts';

/** Locales the catalogue carries names for; `en` is first and always present. */
export const CATALOGUE_LOCALES = SUPPORTED_LOCALES;
type Locale = (typeof CATALOGUE_LOCALES)[number];

/** Text in en, de, es, pt-BR, ru, tr, ar (argument order), plus the other locales' names of `en` (./names). */
export function tr(
  en: string,
  de: string,
  es: string,
  pt: string,
  ru: string,
  trk: string,
  ar: string,
): LocalizedText {
  return { ...dictionaryNames(en), en, de, es, 'pt-BR': pt, ru, tr: trk, ar };
}

/** The same text in every locale (team names, scores like 2:1); stored as `en` only, the fallback. */
export function plain(text: string): LocalizedText {
  return { en: text };
}

/** Replaces `{name}` placeholders in every locale of a template. */
export function fill(template: LocalizedText, vars: Record<string, string | number>): LocalizedText {
  let cache = fillCache.get(template);
  if (!cache) {
    cache = new Map();
    fillCache.set(template, cache);
  }
  const key = Object.entries(vars)
    .map(([k, v]) => `${k}=${v}`)
    .join('\u0000');
  const hit = cache.get(key);
  if (hit) return hit;
  const filled = fillUncached(template, vars);
  if (cache.size < 20_000) cache.set(key, filled);
  return filled;
}

const fillCache = new WeakMap<LocalizedText, Map<string, LocalizedText>>();

function fillUncached(template: LocalizedText, vars: Record<string, string | number>): LocalizedText {
  const out: Record<string, string> = {};
  for (const [locale, text] of Object.entries(template)) {
    out[locale] = text.replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = vars[key];
      return value === undefined ? `{${key}}` : String(value);
    });
  }
  return out as LocalizedText;
}

/** Replaces one `{key}` placeholder per locale with that locale's text of `value`. */
export function fillPerLocale(template: LocalizedText, key: string, value: LocalizedText): LocalizedText {
  if (!Object.values(template).some((text) => text.includes(`{${key}}`))) return template;
  const out: Record<string, string> = {};
  for (const locale of localesOf(template, value)) {
    out[locale] = (template[locale] ?? template.en).split(`{${key}}`).join(value[locale] ?? value.en);
  }
  return out as LocalizedText;
}

/** Every locale either text carries (a locale one of them lacks reads that one's `en`). */
function localesOf(a: LocalizedText, b: LocalizedText): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])];
}

/** "1st half – 1X2" per locale. */
export function prefixed(prefix: LocalizedText, name: LocalizedText): LocalizedText {
  const out: Record<string, string> = {};
  for (const locale of localesOf(prefix, name)) {
    out[locale] = `${prefix[locale] ?? prefix.en} – ${name[locale] ?? name.en}`;
  }
  return out as LocalizedText;
}

/** Joins localized parts per locale (missing locales fall back to `en`). */
export function join(parts: readonly LocalizedText[], separator = ' '): LocalizedText {
  const out: Record<string, string> = {};
  for (const locale of CATALOGUE_LOCALES) {
    out[locale] = parts.map((p) => p[locale as Locale] ?? p.en).join(separator);
  }
  return out as LocalizedText;
}

export const SPORT_NAMES: Record<string, LocalizedText> = {
  soccer: tr('Soccer', 'Fußball', 'Fútbol', 'Futebol', 'Футбол', 'Futbol', 'كرة القدم'),
  tennis: tr('Tennis', 'Tennis', 'Tenis', 'Tênis', 'Теннис', 'Tenis', 'التنس'),
  basketball: tr('Basketball', 'Basketball', 'Baloncesto', 'Basquete', 'Баскетбол', 'Basketbol', 'كرة السلة'),
  'ice-hockey': tr(
    'Ice Hockey',
    'Eishockey',
    'Hockey sobre hielo',
    'Hóquei no gelo',
    'Хоккей',
    'Buz Hokeyi',
    'هوكي الجليد',
  ),
  cricket: tr('Cricket', 'Cricket', 'Críquet', 'Críquete', 'Крикет', 'Kriket', 'الكريكيت'),
  volleyball: tr('Volleyball', 'Volleyball', 'Voleibol', 'Vôlei', 'Волейбол', 'Voleybol', 'الكرة الطائرة'),
  'table-tennis': tr(
    'Table Tennis',
    'Tischtennis',
    'Tenis de mesa',
    'Tênis de mesa',
    'Настольный теннис',
    'Masa Tenisi',
    'كرة الطاولة',
  ),
  handball: tr('Handball', 'Handball', 'Balonmano', 'Handebol', 'Гандбол', 'Hentbol', 'كرة اليد'),
  'counter-strike': plain('Counter-Strike'),
  'dota-2': plain('Dota 2'),
  'league-of-legends': plain('League of Legends'),
  valorant: plain('Valorant'),
};

/** Country and region names by category key; `code` is the ISO 3166-1 alpha-2 code (or a subdivision/region code). */
export const COUNTRIES: Record<string, { code: string | null; name: LocalizedText }> = {
  england: {
    code: 'GB-ENG',
    name: tr('England', 'England', 'Inglaterra', 'Inglaterra', 'Англия', 'İngiltere', 'إنجلترا'),
  },
  scotland: {
    code: 'GB-SCT',
    name: tr('Scotland', 'Schottland', 'Escocia', 'Escócia', 'Шотландия', 'İskoçya', 'اسكتلندا'),
  },
  spain: { code: 'ES', name: tr('Spain', 'Spanien', 'España', 'Espanha', 'Испания', 'İspanya', 'إسبانيا') },
  germany: {
    code: 'DE',
    name: tr('Germany', 'Deutschland', 'Alemania', 'Alemanha', 'Германия', 'Almanya', 'ألمانيا'),
  },
  italy: { code: 'IT', name: tr('Italy', 'Italien', 'Italia', 'Itália', 'Италия', 'İtalya', 'إيطاليا') },
  france: { code: 'FR', name: tr('France', 'Frankreich', 'Francia', 'França', 'Франция', 'Fransa', 'فرنسا') },
  netherlands: {
    code: 'NL',
    name: tr('Netherlands', 'Niederlande', 'Países Bajos', 'Holanda', 'Нидерланды', 'Hollanda', 'هولندا'),
  },
  portugal: {
    code: 'PT',
    name: tr('Portugal', 'Portugal', 'Portugal', 'Portugal', 'Португалия', 'Portekiz', 'البرتغال'),
  },
  turkey: { code: 'TR', name: tr('Türkiye', 'Türkei', 'Turquía', 'Turquia', 'Турция', 'Türkiye', 'تركيا') },
  brazil: {
    code: 'BR',
    name: tr('Brazil', 'Brasilien', 'Brasil', 'Brasil', 'Бразилия', 'Brezilya', 'البرازيل'),
  },
  argentina: {
    code: 'AR',
    name: tr('Argentina', 'Argentinien', 'Argentina', 'Argentina', 'Аргентина', 'Arjantin', 'الأرجنتين'),
  },
  usa: { code: 'US', name: tr('USA', 'USA', 'EE. UU.', 'EUA', 'США', 'ABD', 'الولايات المتحدة') },
  belgium: {
    code: 'BE',
    name: tr('Belgium', 'Belgien', 'Bélgica', 'Bélgica', 'Бельгия', 'Belçika', 'بلجيكا'),
  },
  mexico: { code: 'MX', name: tr('Mexico', 'Mexiko', 'México', 'México', 'Мексика', 'Meksika', 'المكسيك') },
  japan: { code: 'JP', name: tr('Japan', 'Japan', 'Japón', 'Japão', 'Япония', 'Japonya', 'اليابان') },
  'saudi-arabia': {
    code: 'SA',
    name: tr(
      'Saudi Arabia',
      'Saudi-Arabien',
      'Arabia Saudí',
      'Arábia Saudita',
      'Саудовская Аравия',
      'Suudi Arabistan',
      'السعودية',
    ),
  },
  russia: { code: 'RU', name: tr('Russia', 'Russland', 'Rusia', 'Rússia', 'Россия', 'Rusya', 'روسيا') },
  sweden: { code: 'SE', name: tr('Sweden', 'Schweden', 'Suecia', 'Suécia', 'Швеция', 'İsveç', 'السويد') },
  finland: {
    code: 'FI',
    name: tr('Finland', 'Finnland', 'Finlandia', 'Finlândia', 'Финляндия', 'Finlandiya', 'فنلندا'),
  },
  czechia: {
    code: 'CZ',
    name: tr('Czechia', 'Tschechien', 'Chequia', 'Tchéquia', 'Чехия', 'Çekya', 'التشيك'),
  },
  poland: { code: 'PL', name: tr('Poland', 'Polen', 'Polonia', 'Polônia', 'Польша', 'Polonya', 'بولندا') },
  denmark: {
    code: 'DK',
    name: tr('Denmark', 'Dänemark', 'Dinamarca', 'Dinamarca', 'Дания', 'Danimarka', 'الدنمارك'),
  },
  greece: {
    code: 'GR',
    name: tr('Greece', 'Griechenland', 'Grecia', 'Grécia', 'Греция', 'Yunanistan', 'اليونان'),
  },
  austria: {
    code: 'AT',
    name: tr('Austria', 'Österreich', 'Austria', 'Áustria', 'Австрия', 'Avusturya', 'النمسا'),
  },
  switzerland: {
    code: 'CH',
    name: tr('Switzerland', 'Schweiz', 'Suiza', 'Suíça', 'Швейцария', 'İsviçre', 'سويسرا'),
  },
  india: { code: 'IN', name: tr('India', 'Indien', 'India', 'Índia', 'Индия', 'Hindistan', 'الهند') },
  australia: {
    code: 'AU',
    name: tr('Australia', 'Australien', 'Australia', 'Austrália', 'Австралия', 'Avustralya', 'أستراليا'),
  },
  pakistan: {
    code: 'PK',
    name: tr('Pakistan', 'Pakistan', 'Pakistán', 'Paquistão', 'Пакистан', 'Pakistan', 'باكستان'),
  },
  europe: { code: 'EU', name: tr('Europe', 'Europa', 'Europa', 'Europa', 'Европа', 'Avrupa', 'أوروبا') },
  international: {
    code: 'INT',
    name: tr(
      'International',
      'International',
      'Internacional',
      'Internacional',
      'Международный',
      'Uluslararası',
      'دولي',
    ),
  },
  world: { code: 'INT', name: tr('World', 'Welt', 'Mundo', 'Mundo', 'Мир', 'Dünya', 'العالم') },
  atp: { code: null, name: plain('ATP') },
  wta: { code: null, name: plain('WTA') },
  challenger: { code: null, name: plain('Challenger') },
};

/** Market groups (tabs on the match page), in display order; `key` is what Market.market_groups carries. */
export const MARKET_GROUPS: readonly { key: string; priority: number; name: LocalizedText }[] = [
  {
    key: 'main',
    priority: 100,
    name: tr('Main', 'Haupt', 'Principales', 'Principais', 'Основные', 'Ana', 'الرئيسية'),
  },
  { key: 'goals', priority: 90, name: tr('Goals', 'Tore', 'Goles', 'Gols', 'Голы', 'Goller', 'الأهداف') },
  {
    key: 'totals',
    priority: 88,
    name: tr('Totals', 'Über/Unter', 'Totales', 'Totais', 'Тоталы', 'Alt/Üst', 'المجاميع'),
  },
  {
    key: 'handicaps',
    priority: 80,
    name: tr('Handicaps', 'Handicaps', 'Hándicaps', 'Handicaps', 'Форы', 'Handikaplar', 'الهانديكاب'),
  },
  {
    key: 'halves',
    priority: 70,
    name: tr('Halves', 'Halbzeiten', 'Mitades', 'Tempos', 'Таймы', 'Devreler', 'الأشواط'),
  },
  {
    key: 'periods',
    priority: 68,
    name: tr('Periods', 'Drittel', 'Periodos', 'Períodos', 'Периоды', 'Periyotlar', 'الفترات'),
  },
  { key: 'sets', priority: 66, name: tr('Sets', 'Sätze', 'Sets', 'Sets', 'Сеты', 'Setler', 'الأشواط') },
  {
    key: 'games',
    priority: 64,
    name: tr('Games', 'Spiele', 'Juegos', 'Games', 'Геймы', 'Oyunlar', 'الأشواط الفرعية'),
  },
  { key: 'maps', priority: 62, name: tr('Maps', 'Maps', 'Mapas', 'Mapas', 'Карты', 'Haritalar', 'الخرائط') },
  {
    key: 'scores',
    priority: 50,
    name: tr('Scores', 'Ergebnisse', 'Resultados', 'Placares', 'Счёт', 'Skorlar', 'النتائج'),
  },
  {
    key: 'combos',
    priority: 40,
    name: tr('Combos', 'Kombis', 'Combinadas', 'Combinadas', 'Комбинации', 'Kombineler', 'التركيبات'),
  },
  {
    key: 'outrights',
    priority: 30,
    name: tr(
      'Outrights',
      'Langzeitwetten',
      'Apuestas a largo plazo',
      'Apostas de longo prazo',
      'Долгосрочные',
      'Uzun vadeli',
      'الرهانات طويلة الأجل',
    ),
  },
];

/** The localized name of a market group key (the key itself when unknown). */
export function marketGroupName(key: string): LocalizedText {
  return MARKET_GROUPS.find((g) => g.key === key)?.name ?? plain(key);
}

/** Scoring units: what a total counts. */
export const UNITS = {
  goals: tr('goals', 'Tore', 'goles', 'gols', 'голов', 'gol', 'الأهداف'),
  points: tr('points', 'Punkte', 'puntos', 'pontos', 'очков', 'sayı', 'النقاط'),
  runs: tr('runs', 'Runs', 'carreras', 'corridas', 'ранов', 'koşu', 'الأشواط'),
  games: tr('games', 'Spiele', 'juegos', 'games', 'геймов', 'oyun', 'الألعاب'),
  sets: tr('sets', 'Sätze', 'sets', 'sets', 'сетов', 'set', 'المجموعات'),
  maps: tr('maps', 'Maps', 'mapas', 'mapas', 'карт', 'harita', 'الخرائط'),
} satisfies Record<string, LocalizedText>;
export type Unit = keyof typeof UNITS;

/** Market name templates; placeholders: {unit}, {team}, {n}, {period}. */
export const MARKET_TEXT = {
  result: tr('1X2', '1X2', '1X2', '1X2', '1X2', '1X2', '1X2'),
  resultRegular: tr(
    '1X2 (regular time)',
    '1X2 (reguläre Spielzeit)',
    '1X2 (tiempo reglamentario)',
    '1X2 (tempo regulamentar)',
    '1X2 (основное время)',
    '1X2 (normal süre)',
    '1X2 (الوقت الأصلي)',
  ),
  winner: tr('Winner', 'Sieger', 'Ganador', 'Vencedor', 'Победитель', 'Kazanan', 'الفائز'),
  winnerInclOt: tr(
    'Winner (incl. overtime)',
    'Sieger (inkl. Verlängerung)',
    'Ganador (incl. prórroga)',
    'Vencedor (incl. prorrogação)',
    'Победитель (с учётом ОТ)',
    'Kazanan (uzatmalar dahil)',
    'الفائز (شامل الوقت الإضافي)',
  ),
  winnerInclPenalties: tr(
    'Winner (incl. overtime and penalties)',
    'Sieger (inkl. Verlängerung und Penaltyschießen)',
    'Ganador (incl. prórroga y penaltis)',
    'Vencedor (incl. prorrogação e pênaltis)',
    'Победитель (с учётом ОТ и буллитов)',
    'Kazanan (uzatma ve penaltılar dahil)',
    'الفائز (شامل الوقت الإضافي وركلات الترجيح)',
  ),
  doubleChance: tr(
    'Double chance',
    'Doppelte Chance',
    'Doble oportunidad',
    'Dupla chance',
    'Двойной шанс',
    'Çifte şans',
    'فرصة مزدوجة',
  ),
  drawNoBet: tr(
    'Draw no bet',
    'Unentschieden keine Wette',
    'Empate no válido',
    'Empate anula aposta',
    'Ничья — возврат',
    'Beraberlikte iade',
    'التعادل يلغي الرهان',
  ),
  total: tr(
    'Total {unit}',
    '{unit} gesamt',
    'Total de {unit}',
    'Total de {unit}',
    'Тотал {unit}',
    'Toplam {unit}',
    'مجموع {unit}',
  ),
  teamTotal: tr(
    '{team} total {unit}',
    '{team} {unit} gesamt',
    'Total de {unit} de {team}',
    'Total de {unit} de {team}',
    'Индивидуальный тотал {team}',
    '{team} toplam {unit}',
    'مجموع {unit} لـ {team}',
  ),
  handicap: tr('Handicap', 'Handicap', 'Hándicap', 'Handicap', 'Фора', 'Handikap', 'هانديكاب'),
  asianHandicap: tr(
    'Asian handicap',
    'Asiatisches Handicap',
    'Hándicap asiático',
    'Handicap asiático',
    'Азиатская фора',
    'Asya handikapı',
    'هانديكاب آسيوي',
  ),
  europeanHandicap: tr(
    'Handicap (3-way)',
    'Handicap (3-Weg)',
    'Hándicap (3 opciones)',
    'Handicap (3 vias)',
    'Фора (3 исхода)',
    'Handikap (3 yollu)',
    'هانديكاب (3 نتائج)',
  ),
  setHandicap: tr(
    'Set handicap',
    'Satz-Handicap',
    'Hándicap de sets',
    'Handicap de sets',
    'Фора по сетам',
    'Set handikapı',
    'هانديكاب المجموعات',
  ),
  mapHandicap: tr(
    'Map handicap',
    'Map-Handicap',
    'Hándicap de mapas',
    'Handicap de mapas',
    'Фора по картам',
    'Harita handikapı',
    'هانديكاب الخرائط',
  ),
  gameHandicap: tr(
    'Game handicap',
    'Spiel-Handicap',
    'Hándicap de juegos',
    'Handicap de games',
    'Фора по геймам',
    'Oyun handikapı',
    'هانديكاب الألعاب',
  ),
  btts: tr(
    'Both teams to score',
    'Beide Teams treffen',
    'Ambos equipos marcan',
    'Ambas marcam',
    'Обе забьют',
    'Karşılıklı gol',
    'كلا الفريقين يسجل',
  ),
  correctScore: tr(
    'Correct score',
    'Genaues Ergebnis',
    'Resultado exacto',
    'Placar exato',
    'Точный счёт',
    'Doğru skor',
    'النتيجة الصحيحة',
  ),
  exactGoals: tr(
    'Exact goals',
    'Genaue Anzahl Tore',
    'Goles exactos',
    'Número exato de gols',
    'Точное число голов',
    'Kesin gol sayısı',
    'العدد الدقيق للأهداف',
  ),
  winningMargin: tr(
    'Winning margin',
    'Siegvorsprung',
    'Margen de victoria',
    'Margem de vitória',
    'Разница в счёте',
    'Galibiyet farkı',
    'فارق الفوز',
  ),
  oddEven: tr('Odd/even', 'Gerade/ungerade', 'Par/impar', 'Ímpar/par', 'Чёт/нечет', 'Tek/çift', 'فردي/زوجي'),
  resultAndBtts: tr(
    '1X2 & both teams to score',
    '1X2 & beide Teams treffen',
    '1X2 y ambos marcan',
    '1X2 e ambas marcam',
    '1X2 и обе забьют',
    '1X2 ve karşılıklı gol',
    '1X2 وكلا الفريقين يسجل',
  ),
  resultAndTotal: tr(
    '1X2 & total',
    '1X2 & Über/Unter',
    '1X2 y total',
    '1X2 e total',
    '1X2 и тотал',
    '1X2 ve alt/üst',
    '1X2 والمجموع',
  ),
  halfTimeFullTime: tr(
    'Half time/full time',
    'Halbzeit/Endstand',
    'Descanso/final',
    'Intervalo/final',
    'Тайм/матч',
    'İlk yarı/maç sonucu',
    'الشوط الأول/نهاية المباراة',
  ),
  highestScoringHalf: tr(
    'Highest scoring half',
    'Halbzeit mit den meisten Toren',
    'Mitad con más goles',
    'Tempo com mais gols',
    'Самый результативный тайм',
    'En çok gol olan yarı',
    'الشوط الأكثر تسجيلاً',
  ),
  firstHalf: tr('1st half', '1. Halbzeit', '1.ª mitad', '1º tempo', '1-й тайм', 'İlk yarı', 'الشوط الأول'),
  secondHalf: tr(
    '2nd half',
    '2. Halbzeit',
    '2.ª mitad',
    '2º tempo',
    '2-й тайм',
    'İkinci yarı',
    'الشوط الثاني',
  ),
  firstSetWinner: tr(
    '1st {period} winner',
    'Sieger {period} 1',
    'Ganador del {period} 1',
    'Vencedor do {period} 1',
    'Победитель {period} 1',
    '1. {period} kazananı',
    'الفائز في {period} 1',
  ),
  totalPeriods: tr(
    'Total {unit}',
    '{unit} gesamt',
    'Total de {unit}',
    'Total de {unit}',
    'Тотал {unit}',
    'Toplam {unit}',
    'مجموع {unit}',
  ),
  outrightWinner: tr('Winner', 'Sieger', 'Ganador', 'Vencedor', 'Победитель', 'Kazanan', 'الفائز'),
} satisfies Record<string, LocalizedText>;

/** Period words for "1st set winner" style names. */
export const PERIOD_WORDS = {
  set: tr('set', 'Satz', 'set', 'set', 'сет', 'set', 'المجموعة'),
  map: tr('map', 'Map', 'mapa', 'mapa', 'карта', 'harita', 'الخريطة'),
} satisfies Record<string, LocalizedText>;

/** Outcome name templates; placeholders: {team}, {home}, {away}, {line}, {n}. */
export const OUTCOME_TEXT = {
  draw: tr('Draw', 'Unentschieden', 'Empate', 'Empate', 'Ничья', 'Beraberlik', 'تعادل'),
  over: tr(
    'Over {line}',
    'Über {line}',
    'Más de {line}',
    'Mais de {line}',
    'Больше {line}',
    '{line} üst',
    'أكثر من {line}',
  ),
  under: tr(
    'Under {line}',
    'Unter {line}',
    'Menos de {line}',
    'Menos de {line}',
    'Меньше {line}',
    '{line} alt',
    'أقل من {line}',
  ),
  yes: tr('Yes', 'Ja', 'Sí', 'Sim', 'Да', 'Evet', 'نعم'),
  no: tr('No', 'Nein', 'No', 'Não', 'Нет', 'Hayır', 'لا'),
  odd: tr('Odd', 'Ungerade', 'Impar', 'Ímpar', 'Нечёт', 'Tek', 'فردي'),
  even: tr('Even', 'Gerade', 'Par', 'Par', 'Чёт', 'Çift', 'زوجي'),
  teamOrDraw: tr(
    '{team} or draw',
    '{team} oder Unentschieden',
    '{team} o empate',
    '{team} ou empate',
    '{team} или ничья',
    '{team} veya beraberlik',
    '{team} أو تعادل',
  ),
  homeOrAway: tr(
    '{home} or {away}',
    '{home} oder {away}',
    '{home} o {away}',
    '{home} ou {away}',
    '{home} или {away}',
    '{home} veya {away}',
    '{home} أو {away}',
  ),
  handicap: tr(
    '{team} ({line})',
    '{team} ({line})',
    '{team} ({line})',
    '{team} ({line})',
    '{team} ({line})',
    '{team} ({line})',
    '{team} ({line})',
  ),
  goalsOrMore: tr(
    '{n}+ goals',
    '{n}+ Tore',
    '{n}+ goles',
    '{n}+ gols',
    '{n}+ голов',
    '{n}+ gol',
    '{n}+ أهداف',
  ),
  byExactly: tr(
    '{team} by {n}',
    '{team} mit {n}',
    '{team} por {n}',
    '{team} por {n}',
    '{team} с разницей {n}',
    '{team} {n} farkla',
    '{team} بفارق {n}',
  ),
  byOrMore: tr(
    '{team} by {n}+',
    '{team} mit {n}+',
    '{team} por {n}+',
    '{team} por {n}+',
    '{team} с разницей {n}+',
    '{team} {n}+ farkla',
    '{team} بفارق {n}+',
  ),
  scoreDraw: tr(
    'Score draw',
    'Remis mit Toren',
    'Empate con goles',
    'Empate com gols',
    'Ничья с голами',
    'Gollü beraberlik',
    'تعادل بأهداف',
  ),
  noGoal: tr('No goal', 'Kein Tor', 'Sin goles', 'Sem gols', 'Без голов', 'Gol yok', 'بدون أهداف'),
  anyOtherScore: tr(
    'Any other score',
    'Anderes Ergebnis',
    'Otro resultado',
    'Outro placar',
    'Другой счёт',
    'Diğer skor',
    'نتيجة أخرى',
  ),
  andYes: tr(
    '{team} & yes',
    '{team} & ja',
    '{team} y sí',
    '{team} e sim',
    '{team} и да',
    '{team} ve evet',
    '{team} ونعم',
  ),
  andNo: tr(
    '{team} & no',
    '{team} & nein',
    '{team} y no',
    '{team} e não',
    '{team} и нет',
    '{team} ve hayır',
    '{team} ولا',
  ),
  andOver: tr(
    '{team} & over {line}',
    '{team} & über {line}',
    '{team} y más de {line}',
    '{team} e mais de {line}',
    '{team} и больше {line}',
    '{team} ve {line} üst',
    '{team} وأكثر من {line}',
  ),
  andUnder: tr(
    '{team} & under {line}',
    '{team} & unter {line}',
    '{team} y menos de {line}',
    '{team} e menos de {line}',
    '{team} и меньше {line}',
    '{team} ve {line} alt',
    '{team} وأقل من {line}',
  ),
  firstHalf: tr('1st half', '1. Halbzeit', '1.ª mitad', '1º tempo', '1-й тайм', 'İlk yarı', 'الشوط الأول'),
  secondHalf: tr(
    '2nd half',
    '2. Halbzeit',
    '2.ª mitad',
    '2º tempo',
    '2-й тайм',
    'İkinci yarı',
    'الشوط الثاني',
  ),
  equal: tr('Equal', 'Gleich', 'Igual', 'Igual', 'Поровну', 'Eşit', 'متساوٍ'),
} satisfies Record<string, LocalizedText>;

/** Period names for statistics (English, as the provider feed sends them). */
export const PERIOD_NAMES: Record<string, (n: number) => string> = {
  half: (n) => (n === 1 ? '1st half' : '2nd half'),
  period: (n) => `${ordinal(n)} period`,
  quarter: (n) => `${ordinal(n)} quarter`,
  set: (n) => `${ordinal(n)} set`,
  map: (n) => `Map ${n}`,
  innings: (n) => `${ordinal(n)} innings`,
};

export function ordinal(n: number): string {
  const suffix =
    n % 10 === 1 && n % 100 !== 11
      ? 'st'
      : n % 10 === 2 && n % 100 !== 12
        ? 'nd'
        : n % 10 === 3 && n % 100 !== 13
          ? 'rd'
          : 'th';
  return `${n}${suffix}`;
}

/** Outright event name suffixes: "Premier League 2026/27 – Winner". */
export const OUTRIGHT_TEXT = {
  winner: tr('Winner', 'Sieger', 'Ganador', 'Vencedor', 'Победитель', 'Kazanan', 'الفائز'),
  stage: tr(
    '{stage} – Winner',
    '{stage} – Sieger',
    '{stage} – Ganador',
    '{stage} – Vencedor',
    '{stage} – Победитель',
    '{stage} – Kazanan',
    '{stage} – الفائز',
  ),
  leaguePhase: tr(
    'League phase',
    'Ligaphase',
    'Fase de liga',
    'Fase de liga',
    'Общий этап',
    'Lig aşaması',
    'مرحلة الدوري',
  ),
  easternConference: tr(
    'Eastern Conference',
    'Eastern Conference',
    'Conferencia Este',
    'Conferência Leste',
    'Восточная конференция',
    'Doğu Konferansı',
    'المؤتمر الشرقي',
  ),
  westernConference: tr(
    'Western Conference',
    'Western Conference',
    'Conferencia Oeste',
    'Conferência Oeste',
    'Западная конференция',
    'Batı Konferansı',
    'المؤتمر الغربي',
  ),
  groupStage: tr(
    'Group stage',
    'Gruppenphase',
    'Fase de grupos',
    'Fase de grupos',
    'Групповой этап',
    'Grup aşaması',
    'دور المجموعات',
  ),
  playoffs: tr('Playoffs', 'Playoffs', 'Playoffs', 'Playoffs', 'Плей-офф', 'Play-off', 'الأدوار الإقصائية'),
} satisfies Record<string, LocalizedText>;

/** Localised names of numbered periods, by the kind in `period_key` (`half_1`, `set_3`, `map_2`). */
const PERIOD_KIND_TEXT: Record<string, (n: number) => LocalizedText> = {
  half: (n) =>
    n === 1
      ? tr('1st half', '1. Halbzeit', 'Primer tiempo', '1º tempo', '1-й тайм', 'İlk yarı', 'الشوط الأول')
      : tr(
          '2nd half',
          '2. Halbzeit',
          'Segundo tiempo',
          '2º tempo',
          '2-й тайм',
          'İkinci yarı',
          'الشوط الثاني',
        ),
  period: (n) =>
    tr(
      `${ordinal(n)} period`,
      `${n}. Drittel`,
      `${n}.º periodo`,
      `${n}º período`,
      `${n}-й период`,
      `${n}. periyot`,
      `الفترة ${n}`,
    ),
  quarter: (n) =>
    tr(
      `${ordinal(n)} quarter`,
      `${n}. Viertel`,
      `${n}.º cuarto`,
      `${n}º quarto`,
      `${n}-я четверть`,
      `${n}. çeyrek`,
      `الربع ${n}`,
    ),
  set: (n) =>
    tr(
      `${ordinal(n)} set`,
      `${n}. Satz`,
      `${n}.º set`,
      `${n}º set`,
      `${n}-й сет`,
      `${n}. set`,
      `المجموعة ${n}`,
    ),
  map: (n) =>
    tr(`Map ${n}`, `Map ${n}`, `Mapa ${n}`, `Mapa ${n}`, `Карта ${n}`, `Harita ${n}`, `الخريطة ${n}`),
  innings: (n) =>
    tr(
      `${ordinal(n)} innings`,
      `${n}. Innings`,
      `${n}.ª entrada`,
      `${n}ª entrada`,
      `${n}-й иннинг`,
      `${n}. devre`,
      `الشوط ${n}`,
    ),
  overtime: () =>
    tr('Overtime', 'Verlängerung', 'Prórroga', 'Prorrogação', 'Овертайм', 'Uzatma', 'الوقت الإضافي'),
  penalties: () =>
    tr(
      'Penalties',
      'Elfmeterschießen',
      'Penaltis',
      'Pênaltis',
      'Серия пенальти',
      'Penaltılar',
      'ركلات الترجيح',
    ),
  super_over: () =>
    tr('Super over', 'Super Over', 'Super over', 'Super over', 'Суперовер', 'Süper over', 'السوبر أوفر'),
};

/** Match stages that are not periods (events.stage as the feed writes it, in English). */
const STAGE_TEXT: Record<string, LocalizedText> = {
  'Half time': tr(
    'Half time',
    'Halbzeit',
    'Descanso',
    'Intervalo',
    'Перерыв',
    'Devre arası',
    'استراحة بين الشوطين',
  ),
  Break: tr('Break', 'Pause', 'Pausa', 'Pausa', 'Перерыв', 'Ara', 'استراحة'),
  Ended: tr('Ended', 'Beendet', 'Finalizado', 'Encerrado', 'Завершён', 'Bitti', 'انتهت'),
  Interrupted: tr(
    'Interrupted',
    'Unterbrochen',
    'Interrumpido',
    'Interrompido',
    'Прерван',
    'Durduruldu',
    'متوقفة',
  ),
  Abandoned: tr('Abandoned', 'Abgebrochen', 'Suspendido', 'Abandonado', 'Отменён', 'Tatil edildi', 'ملغاة'),
};

/** A period's name in `locale` from its `period_key` (`kind_number`); `fallback` when the kind is unknown. */
export function periodName(periodKey: string, fallback: string, locale: string): string {
  const text = periodText(periodKey);
  return text ? (text[locale] ?? text.en) : fallback;
}

/**
 * A period's names, built once per `period_key`: the feed names every period of every live match in
 * every locale on each step, and building them (`tr` with its dictionary look-ups) was most of the
 * API's garbage while idle (issue 13).
 */
function periodText(periodKey: string): LocalizedText | undefined {
  if (periodTexts.has(periodKey)) return periodTexts.get(periodKey);
  const cut = periodKey.lastIndexOf('_');
  const kind = cut > 0 ? periodKey.slice(0, cut) : periodKey;
  const n = Number(periodKey.slice(cut + 1));
  const text = PERIOD_KIND_TEXT[kind]?.(Number.isFinite(n) ? n : 1);
  if (periodTexts.size < 1000) periodTexts.set(periodKey, text);
  return text;
}

const periodTexts = new Map<string, LocalizedText | undefined>();

/** A stage (`2nd half`, `Half time`, …) in `locale`; a period's stage is matched through `periods`. */
export function stageName(
  stage: string | null,
  periods: readonly { period_key: string; period_name: string }[],
  locale: string,
): string | null {
  if (stage === null) return null;
  const period = periods.findLast((p) => p.period_name === stage);
  if (period) return periodName(period.period_key, stage, locale);
  const text = STAGE_TEXT[stage];
  return text ? (text[locale] ?? text.en) : stage;
}

/** "{n} goals" in each locale's plural form for n ("1 Tor", "2 Tore", "3 гола"). */
const GOAL_FORMS: Record<string, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  en: { one: '{n} goal', other: '{n} goals' },
  de: { one: '{n} Tor', other: '{n} Tore' },
  es: { one: '{n} gol', other: '{n} goles' },
  'pt-BR': { one: '{n} gol', other: '{n} gols' },
  ru: { one: '{n} гол', few: '{n} гола', many: '{n} голов', other: '{n} гола' },
  tr: { other: '{n} gol' },
  ar: { one: 'هدف واحد', two: 'هدفان', few: '{n} أهداف', many: '{n} هدفًا', other: '{n} هدف' },
};

/** The exact-goals outcome name for `n` goals, with each locale's plural rule (dictionary key `{n} goals|<category>`, else `{n} goals`). */
export function goalsExactText(n: number): LocalizedText {
  let text = goalsCache.get(n);
  if (!text) {
    text = goalsExactUncached(n);
    goalsCache.set(n, text);
  }
  return text;
}

const goalsCache = new Map<number, LocalizedText>();

function goalsExactUncached(n: number): LocalizedText {
  const out: Record<string, string> = {};
  for (const locale of CATALOGUE_LOCALES) {
    const category = new Intl.PluralRules(locale).select(n);
    const forms = GOAL_FORMS[locale];
    const named = dictionaryNames(`{n} goals|${category}`)[locale] ?? dictionaryNames('{n} goals')[locale];
    const template = forms ? (forms[category] ?? forms.other) : named;
    if (template !== undefined) out[locale] = template.replace('{n}', String(n));
  }
  return { ...out, en: out.en ?? `${n} goals` };
}
