import type { Random } from './random.ts';

/** Fictional-but-plausible town names per country, used to build club names. */
const TOWNS: Record<string, string> = {
  england:
    'Ashbury,Blackmoor,Bramford,Castleton,Denholm,Eastwick,Fenwick,Glenford,Hartley,Ironbridge,Kingsbury,Langley,Marston,Northam,Oakham,Pemberton,Queensford,Redcliffe,Stanmore,Thornbury,Upton,Whitmore,Yardley,Ambleside,Barrowby,Colbrook,Dunmere,Elmstead,Foxley,Greywater,Holcombe,Kirkdale,Lowestead,Millbrook,Norbury,Penhallow,Rossington,Sandhurst,Tilbury,Wickham,Alderton,Brockley,Chesterford,Darnley,Egremont,Farnborough,Grantley,Hexworth,Ilford Vale,Kettering Cross,Ludgrove,Moorfield,Netherby,Oldcastle,Prestwood,Radcliffe,Saltmarsh,Tenbury,Westbury,Wolverstone,Ashcombe,Bexford,Calder,Dovecote,Everleigh,Fairhaven,Gorsley,Hollins,Ingleby,Kelbrook',
  scotland:
    'Aberlour,Ballachly,Carnmore,Dunkirkie,Eastmuir,Falkburgh,Glenrothy,Inverlea,Kilbride,Lochside,Montrie,Portrose,Strathmore,Tullich,Whitburn,Arbroath Vale',
  spain:
    'Valdoria,Montesol,Villarreja,Alcabón,Puertollano,Sierra Alta,Torremar,Castellvell,Ribamar,Almonte,Benalúa,Cañaveral,Doñana,Elorrio,Fuentealba,Guadalmar,Huércal,Iruña,Jaraíz,Lorquí,Molinar,Navalcruz,Olmedo,Peñaflor,Quintanar,Riosol,Salvatierra,Tordera,Urbasa,Valdemoro,Zarautz,Albarán,Bergara,Cieza,Dolores,Estepona',
  germany:
    'Lindenau,Kronach,Waldheim,Bergstadt,Rosenfeld,Altenburg,Birkenau,Eichstätt,Falkenberg,Grünwald,Hohenlinden,Ingelheim,Jägersdorf,Kirchberg,Lauenstein,Mühlbach,Neustadt,Oberhausen-Süd,Pfalzdorf,Querfurt,Rheinau,Sonnenberg,Tannheim,Ulmental,Vogtsburg,Weißenfels,Zell,Ahlen,Bramsche,Coesfeld,Dornstadt,Emmerich,Freiberg',
  italy:
    'Valdorno,Montecasto,Castelfiore,Porto Brenta,San Lorenzo,Rivalta,Borgonuovo,Campolargo,Fiumara,Gallarate,Lucignano,Marzano,Novello,Orsara,Pietrasanta,Roccabella,Sassello,Terranova,Urbino Alta,Vallemare,Zagarolo,Acquaviva,Belmonte,Cerreto,Dolceacqua,Empoli Vecchia,Fontanella',
  france:
    'Valmont,Beaulieu,Saint-Rémy,Montferrand,Rochefort,Villeneuve,Aubigny,Blanzac,Chantelle,Dampierre,Étretat,Fontenay,Gisors,Honfleur,Issoire,Joigny,Lunel,Mirande,Nérac,Orange-Nord,Pézenas,Quimperlé,Riom,Sarlat,Tournon,Uzès,Vienne-Sud,Argelès,Brioude,Cognac',
  netherlands:
    'Zeewolde,Harderwijk,Lochem,Dokkum,Veendam,Meppel,Tiel,Woerden,Zierikzee,Brielle,Culemborg,Enkhuizen,Gorinchem,Harlingen,IJsselstein,Kampen,Leerdam,Medemblik',
  portugal:
    'Vila Serra,Ribeira,Montalvo,Porto Alto,Santa Luzia,Alvor,Barcelinhos,Caldas,Elvas,Fafe,Gouveia,Lagos,Mafra,Nazaré,Olhão,Penafiel,Tavira,Viseu Novo',
  turkey:
    'Kartal,Bozkır,Akçay,Dereli,Esenköy,Gölbaşı,Hisarcık,Ilgaz,Kemer,Kumluca,Marmaris,Nallıhan,Ortaca,Pınarbaşı,Safranbolu,Tire,Ürgüp,Yalova,Zile,Bafra',
  brazil:
    'Vila Nova do Sul,Rio Claro,Serra Azul,Porto Real,São Bento,Campo Alegre,Barra Mansa,Cachoeira,Divinópolis,Esperança,Floriano,Goianésia,Itabira,Jacobina,Lavras,Maricá,Nova Iguaçu,Ouro Preto,Palmares,Quixadá,Resende,Sobral,Teresópolis,Uberaba,Volta Redonda,Xique-Xique,Angra,Bagé,Caxias,Dourados,Erechim,Franca,Garanhuns,Ilhéus,Juazeiro,Limeira',
  argentina:
    'Villa Rosa,San Telmo Sur,Puerto Belgrano,Los Andes,Ciudad Jardín,Almagro Norte,Banfield Oeste,Chacarita,Don Torcuato,Escobar,Florida Este,General Paz,Hurlingham,Ituzaingó,Junín,Lanús Sur,Morón,Necochea,Olavarría,Pergamino',
  usa: 'Bay City,Cedar Falls,Silver Lake,Harbor Point,Iron Hill,Maple Grove,Red Rock,Stone Creek,Twin Rivers,Clearwater,Eagle Pass,Fort Lyon,Grand Haven,Highland,Lakewood,Mesa Verde,North Shore,Oak Ridge,Pine Bluff,Rapid Falls,Summit,Three Forks,Union City,Valley Forge,West Haven,Yorktown,Arbor,Boulder Springs,Canyon City,Dune Harbor',
  belgium:
    'Rivierstad,Hoogveld,Beaumont,Dinant,Eeklo,Geel,Halle,Ieper,Lier,Mol,Ninove,Ronse,Tielt,Waremme,Zottegem,Ath',
  mexico:
    'San Miguel,Villa Hermosa,Puerto Escondido,Cerro Alto,Tlaquepaque,Zapopan Norte,Apizaco,Celaya,Durango Viejo,Ensenada,Fresnillo,Guaymas,Hermosillo Sur,Irapuato,Jalapa,Lerdo,Mazatlán Norte,Navojoa',
  japan:
    'Kawanishi,Minato Bay,Sakuragawa,Tsurugi,Hinode,Aoba,Fujimino,Hakusan,Izumo,Kamogawa,Matsuba,Nagaoka,Oyama,Shirakawa,Takasago,Ueda,Yamabuki,Zushi',
  'saudi-arabia':
    'Al Wadi,Al Nakheel,Al Sahel,Al Qamar,Al Majd,Al Fajr,Al Noor,Al Raed,Al Taawon,Al Khaleej,Al Hazm,Al Ansar,Al Faisal,Al Qadsia,Al Ahli Najd,Al Wehda Sharqia,Al Riyadh Jadid,Al Batin',
  russia:
    'Severograd,Volzhsk,Uralsk,Krasnoyarsk-2,Zarechny,Belogorsk,Lesnoy,Ozersk,Svetly,Tayga,Yugorsk,Zelenograd,Amursk,Bratsk,Chekhov,Dubna,Elektrostal,Kirovsk,Mirny,Novouralsk,Polyarny,Raduzhny',
  sweden: 'Norrby,Ekshärad,Fjällbacka,Gränna,Hjo,Ljusdal,Mora,Nyköping,Orsa,Sala,Tranås,Vimmerby,Åmål,Boden',
  finland:
    'Järvenpää,Kajaani,Lapua,Mikkeli,Nokia,Oulunsalo,Pori,Raahe,Savonlinna,Tornio,Uusikaupunki,Vaasa Ranta,Äänekoski,Imatra',
  czechia:
    'Kladno,Třinec,Zlín,Hradec,Jihlava,Kolín,Litvínov,Mladá Boleslav,Olomouc,Pardubice,Písek,Vsetín,Znojmo,Tábor',
  poland:
    'Rzeszów,Bełchatów,Zawiercie,Olsztyn,Kędzierzyn,Jastrzębie,Lublin,Gdańsk Oliwa,Częstochowa,Radom,Suwałki,Katowice Zachód,Bydgoszcz,Nysa',
  denmark:
    'Skjern,Holstebro,Fredericia,Kolding,Ribe,Silkeborg,Skive,Viborg,Aarhus Nord,Ringsted,Herning,Bjerringbro',
  greece: 'Larissa Nea,Kalamata,Chania,Volos,Trikala,Serres,Kavala,Drama,Ioannina,Lamia',
  india: 'Mumbai,Chennai,Kolkata,Delhi,Bengaluru,Hyderabad,Jaipur,Lucknow,Ahmedabad,Pune,Kochi,Indore',
  australia: 'Sydney,Melbourne,Brisbane,Perth,Adelaide,Hobart,Geelong,Cairns,Darwin,Canberra',
  pakistan: 'Lahore,Karachi,Islamabad,Peshawar,Quetta,Multan,Faisalabad,Sialkot',
};

const CLUB_PATTERNS: Record<string, string[]> = {
  england: [
    '{t} United',
    '{t} City',
    '{t} Town',
    '{t} Rovers',
    '{t} Athletic',
    '{t} Wanderers',
    '{t} Albion',
    'AFC {t}',
    '{t} FC',
    '{t} County',
  ],
  scotland: ['{t} FC', '{t} Thistle', '{t} Athletic', '{t} Rovers', '{t} United', 'Queen of {t}'],
  spain: ['{t} CF', 'Real {t}', 'CD {t}', 'UD {t}', 'Atlético {t}', 'SD {t}', 'Racing {t}', 'Deportivo {t}'],
  germany: [
    'FC {t}',
    'SV {t}',
    'VfB {t}',
    'TSV {t}',
    '1. FC {t}',
    'Borussia {t}',
    'SC {t}',
    'Eintracht {t}',
    'Fortuna {t}',
  ],
  italy: ['AC {t}', 'US {t}', '{t} Calcio', 'AS {t}', 'SS {t}', 'Virtus {t}', 'Pro {t}'],
  france: ['FC {t}', 'AS {t}', 'Olympique {t}', 'Stade {t}', 'RC {t}', '{t} FC', 'US {t}', 'SC {t}'],
  netherlands: ['FC {t}', 'SC {t}', 'VV {t}', '{t} Vooruit', 'Go Ahead {t}', 'Sparta {t}'],
  portugal: ['SC {t}', 'FC {t}', 'CD {t}', 'GD {t}', 'Vitória {t}', 'Académico {t}'],
  turkey: ['{t}spor', '{t} FK', '{t} Belediyespor', '{t} İdmanyurdu', '{t} Gençlik'],
  brazil: ['{t} EC', '{t} FC', 'Atlético {t}', 'Esporte Clube {t}', 'América {t}', 'Grêmio {t}', 'Sport {t}'],
  argentina: [
    'Club Atlético {t}',
    '{t} Juniors',
    'Deportivo {t}',
    'Sportivo {t}',
    'Racing {t}',
    'Independiente {t}',
  ],
  usa: ['{t} FC', '{t} SC', '{t} United', 'Real {t}', '{t} Athletic'],
  belgium: ['KV {t}', 'RSC {t}', 'Royal {t}', 'Sporting {t}', 'KAS {t}'],
  mexico: ['Club {t}', 'Deportivo {t}', 'Atlético {t}', 'Tigres de {t}', 'Pumas {t}'],
  japan: ['{t} FC', '{t} Reds', '{t} Marinos', '{t} Antlers', '{t} United'],
  'saudi-arabia': ['{t} FC', '{t} Club', '{t} SC'],
  russia: ['FC {t}', 'Dinamo {t}', 'Torpedo {t}', 'Lokomotiv {t}', 'Spartak {t}'],
  greece: ['{t} FC', 'AO {t}', 'PAS {t}', 'Aris {t}'],
};

const MASCOTS = [
  'Hawks',
  'Falcons',
  'Comets',
  'Pioneers',
  'Foxes',
  'Lynx',
  'Storm',
  'Titans',
  'Wolves',
  'Bears',
  'Mustangs',
  'Raptors',
  'Thunder',
  'Rockets',
  'Knights',
  'Vipers',
  'Stallions',
  'Eagles',
  'Bison',
  'Cougars',
  'Blizzard',
  'Mariners',
  'Pilots',
  'Rangers',
  'Royals',
  'Sharks',
  'Spartans',
  'Tigers',
  'Voyagers',
  'Wildcats',
  'Owls',
  'Condors',
  'Flames',
  'Glaciers',
  'Jaguars',
  'Kings',
  'Lions',
  'Monarchs',
  'Outlaws',
  'Panthers',
  'Rebels',
];

const HOCKEY_PATTERNS: Record<string, string[]> = {
  russia: ['HC {t}', 'Metallurg {t}', 'Avangard {t}', 'Traktor {t}', 'Sibir {t}'],
  sweden: ['{t} IF', '{t} HC', '{t} IK', '{t} BK'],
  finland: ['{t} Pelicans', '{t} Ilves', '{t} HIFK', '{t} Kärpät', '{t} Jokerit', '{t} Tappara'],
  czechia: ['HC {t}', 'Bílí Tygři {t}', 'Energie {t}', 'Kometa {t}'],
  germany: ['{t} Eisbären', '{t} Pinguine', '{t} Adler', '{t} Haie', '{t} Panther'],
};

const CLUB_GENERIC = ['{t} Club', 'Club {t}', '{t} SC', 'Sporting {t}', '{t} Athletic'];

const MALE_FIRST = [
  'Luca',
  'Mateo',
  'Jonas',
  'Nikolai',
  'Adrian',
  'Felix',
  'Hugo',
  'Marco',
  'Tomás',
  'Daniel',
  'Kai',
  'Emil',
  'Andrej',
  'Rafael',
  'Leon',
  'Sami',
  'Oscar',
  'Viktor',
  'Arthur',
  'Dominik',
  'Jakub',
  'Pablo',
  'Hiro',
  'Yuto',
  'Alexei',
  'Bruno',
  'Cristian',
  'Diego',
  'Erik',
  'Filip',
  'Gabriel',
  'Ivan',
  'Julien',
  'Karl',
  'Lorenzo',
  'Milan',
  'Nico',
];
const FEMALE_FIRST = [
  'Sofia',
  'Emma',
  'Anna',
  'Elena',
  'Marta',
  'Clara',
  'Lena',
  'Maya',
  'Nora',
  'Olivia',
  'Paula',
  'Rosa',
  'Sara',
  'Tamara',
  'Vera',
  'Yuki',
  'Zoe',
  'Alina',
  'Bianca',
  'Daria',
  'Eva',
  'Greta',
  'Irina',
  'Julia',
  'Katarina',
  'Laura',
  'Mia',
  'Natalia',
  'Petra',
  'Alicia',
  'Camila',
  'Hana',
  'Ines',
  'Jana',
  'Lucia',
  'Mila',
];
const LAST = [
  'Moreau',
  'Kovač',
  'Lindqvist',
  'Brandt',
  'Ferreira',
  'Rossi',
  'Novak',
  'Jansen',
  'Petrov',
  'Almeida',
  'Schulz',
  'Horvat',
  'Dubois',
  'Marín',
  'Costa',
  'Nilsson',
  'Weber',
  'Popescu',
  'Kaminski',
  'Ortega',
  'Bianchi',
  'Fischer',
  'Tanaka',
  'Sato',
  'Ivanova',
  'Halloran',
  'Whitfield',
  'Duarte',
  'Lemaire',
  'Vidal',
  'Kowalczyk',
  'Eriksen',
  'Andersen',
  'Baranov',
  'Castell',
  'Delgado',
  'Engel',
  'Fontaine',
  'Gallo',
  'Hartmann',
  'Ionescu',
  'Jovanović',
  'Keller',
  'Laine',
  'Mazur',
  'Nyström',
  'Okafor',
  'Pereira',
  'Quintero',
  'Romero',
  'Silva',
  'Toth',
  'Urban',
  'Varga',
  'Wójcik',
  'Yilmaz',
  'Zimmer',
  'Aksoy',
  'Berger',
  'Carvalho',
  'Demir',
  'Esposito',
  'Frey',
];

const ESPORTS_A = [
  'Nebula',
  'Crimson',
  'Void',
  'Iron',
  'Neon',
  'Shadow',
  'Arctic',
  'Solar',
  'Phantom',
  'Vertex',
  'Onyx',
  'Quantum',
  'Rogue',
  'Eclipse',
  'Zenith',
  'Apex',
  'Storm',
  'Obsidian',
  'Nova',
  'Cobalt',
  'Hydra',
  'Titan',
  'Pulse',
  'Astral',
];
const ESPORTS_B = [
  'Esports',
  'Gaming',
  'Wolves',
  'Dragons',
  'Ravens',
  'Syndicate',
  'Collective',
  'Squad',
  'Legion',
  'Academy',
  'Five',
  'Unit',
];

export type NameStyle = 'club' | 'franchise' | 'hockey' | 'men' | 'women' | 'esports' | 'nation';

/** Generates unique competitor names for a country and style; `taken` is shared per sport. */
export function competitorNames(
  rng: Random,
  style: NameStyle,
  country: string,
  count: number,
  taken: Set<string>,
  nations: readonly string[] = [],
): { name: string; town: string | null }[] {
  const out: { name: string; town: string | null }[] = [];
  const towns = rng.shuffle((TOWNS[country] ?? TOWNS.usa ?? '').split(','));
  let guard = 0;
  while (out.length < count && guard++ < 5000) {
    let name: string;
    let town: string | null = null;
    if (style === 'nation') {
      name = nations[out.length % Math.max(nations.length, 1)] ?? `Team ${out.length + 1}`;
      if (guard > nations.length) name = `${name} ${guard}`;
    } else if (style === 'men' || style === 'women') {
      name = `${rng.pick(style === 'men' ? MALE_FIRST : FEMALE_FIRST)} ${rng.pick(LAST)}`;
    } else if (style === 'esports') {
      name = rng.chance(0.25)
        ? `Team ${rng.pick(ESPORTS_A)}`
        : `${rng.pick(ESPORTS_A)} ${rng.pick(ESPORTS_B)}`;
    } else {
      town = towns[(out.length + Math.floor(guard / 40)) % towns.length] ?? 'Springfield';
      if (style === 'franchise') name = `${town} ${rng.pick(MASCOTS)}`;
      else if (style === 'hockey')
        name = rng
          .pick(HOCKEY_PATTERNS[country] ?? ['{t} {m}'])
          .replace('{t}', town)
          .replace('{m}', rng.pick(MASCOTS));
      else name = rng.pick(CLUB_PATTERNS[country] ?? CLUB_GENERIC).replace('{t}', town);
    }
    if (taken.has(name)) continue;
    taken.add(name);
    out.push({ name, town });
  }
  return out;
}

/** URL slug: lowercase ASCII letters, digits and dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Stadium names for a home club (some matches carry one). */
export function stadiumName(rng: Random, town: string): string {
  return rng
    .pick(['{t} Arena', 'Estadio {t}', '{t} Park', 'Stadion {t}', '{t} Stadium', 'Parc de {t}', '{t} Ground'])
    .replace('{t}', town);
}
