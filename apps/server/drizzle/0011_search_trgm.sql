-- Search (issue 14): accent-, case- and punctuation-free search keys written by the database itself,
-- so every writer (seed, feed, an operator's import) keeps them right and existing rows are filled in
-- when the generated columns are added. sb_search_key maps text as the domain's searchKey does
-- (NFKD, marks removed, lower case, anything but letters and digits a space): the translate() map
-- below is that function applied to each character of Latin, Greek, Cyrillic, Hebrew and Arabic
-- marks, Latin Extended Additional, Greek Extended and general punctuation (test/api/search.test.ts
-- checks every one of them against searchKey). Pure-ASCII text takes the short path.
CREATE OR REPLACE FUNCTION sb_search_key(s text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$
  SELECT CASE WHEN octet_length(s) = char_length(s)
    THEN btrim(regexp_replace(translate(s, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '[^a-z0-9]+', ' ', 'g'))
    ELSE btrim(regexp_replace(translate(s,
      U&'!"#$%&''()*+,-./:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`{|}~\00a0¡¢£¤¥¦§¨©ª«¬\00ad®¯°±²³´µ¶·¸¹º»¿ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖ×ØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõö÷ùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŁŃńŅņŇňŊŌōŎŏŐőŒŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǢǣǤǦǧǨǩǪǫǬǭǮǯǰǴǵǶǷǸǹǺǻǼǽǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎʰʱʲʳʴʵʶʷʸ˂˃˄˅˒˓˔˕˖˗˘˙˚˛˜˝˞˟ˠˡˢˣˤ˥˦˧˨˩˪˫˭˯˰˱˲˳˴˵˶˷˸˹˺˻˼˽˾˿ͰͲʹ͵Ͷͺ;Ϳ΄΅Ά·ΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰϊϋόύώϏϐϑϒϓϔϕϖϘϚϜϞϠϢϤϦϨϪϬϮϰϱϲϴϵ϶ϷϹϺϽϾϿЀЁЂЃЄЅІЇЈЉЊЋЌЍЎЏАБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯйѐёѓїќѝўѠѢѤѦѨѪѬѮѰѲѴѶѷѸѺѼѾҀ҂ҊҌҎҐҒҔҖҘҚҜҞҠҢҤҦҨҪҬҮҰҲҴҶҸҺҼҾӀӁӂӃӅӇӉӋӍӐӑӒӓӔӖӗӘӚӛӜӝӞӟӠӢӣӤӥӦӧӨӪӫӬӭӮӯӰӱӲӳӴӵӶӸӹӺӼӾԀԂԄԆԈԊԌԎԐԒԔԖԘԚԜԞԠԢԤԦԨԪԬԮ־׀׃׆\06dd۞۩ḀḁḂḃḄḅḆḇḈḉḊḋḌḍḎḏḐḑḒḓḔḕḖḗḘḙḚḛḜḝḞḟḠḡḢḣḤḥḦḧḨḩḪḫḬḭḮḯḰḱḲḳḴḵḶḷḸḹḺḻḼḽḾḿṀṁṂṃṄṅṆṇṈṉṊṋṌṍṎṏṐṑṒṓṔṕṖṗṘṙṚṛṜṝṞṟṠṡṢṣṤṥṦṧṨṩṪṫṬṭṮṯṰṱṲṳṴṵṶṷṸṹṺṻṼṽṾṿẀẁẂẃẄẅẆẇẈẉẊẋẌẍẎẏẐẑẒẓẔẕẖẗẘẙẛẞẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹỺỼỾἀἁἂἃἄἅἆἇἈἉἊἋἌἍἎἏἐἑἒἓἔἕἘἙἚἛἜἝἠἡἢἣἤἥἦἧἨἩἪἫἬἭἮἯἰἱἲἳἴἵἶἷἸἹἺἻἼἽἾἿὀὁὂὃὄὅὈὉὊὋὌὍὐὑὒὓὔὕὖὗὙὛὝὟὠὡὢὣὤὥὦὧὨὩὪὫὬὭὮὯὰάὲέὴήὶίὸόὺύὼώᾀᾁᾂᾃᾄᾅᾆᾇᾈᾉᾊᾋᾌᾍᾎᾏᾐᾑᾒᾓᾔᾕᾖᾗᾘᾙᾚᾛᾜᾝᾞᾟᾠᾡᾢᾣᾤᾥᾦᾧᾨᾩᾪᾫᾬᾭᾮᾯᾰᾱᾲᾳᾴᾶᾷᾸᾹᾺΆᾼ᾽ι᾿῀῁ῂῃῄῆῇῈΈῊΉῌ῍῎῏ῐῑῒΐῖῗῘῙῚΊ῝῞῟ῠῡῢΰῤῥῦῧῨῩῪΎῬ῭΅`ῲῳῴῶῷῸΌῺΏῼ´῾\2000\2001\2002\2003\2004\2005\2006\2007\2008\2009\200a\200b\200c\200d\200e\200f‐‑‒–—―‖‗‘’‚‛“”„‟†‡•‣․‥…‧\2028\2029\202a\202b\202c\202d\202e\202f‰‱′″‴‵‶‷‸‹›※‼‽‾‿⁀⁁⁂⁃⁄⁅⁆⁇⁈⁉⁊⁋⁌⁍⁎⁏⁐⁑⁒⁓⁔⁕⁖⁗⁘⁙⁚⁛⁜⁝⁞\205f\2060\2061\2062\2063\2064\2066\2067\2068\2069\206a\206b\206c\206d\206e\206f₠₡₢₣₤₥₦₧₩₪₫€₭₮₯₰₱₲₳₴₵₶₷₸₹₺₻₼₽₾₿⃀⃁\0300\0301\0302\0303\0304\0305\0306\0307\0308\0309\030a\030b\030c\030d\030e\030f\0310\0311\0312\0313\0314\0315\0316\0317\0318\0319\031a\031b\031c\031d\031e\031f\0320\0321\0322\0323\0324\0325\0326\0327\0328\0329\032a\032b\032c\032d\032e\032f\0330\0331\0332\0333\0334\0335\0336\0337\0338\0339\033a\033b\033c\033d\033e\033f\0340\0341\0342\0343\0344\0345\0346\0347\0348\0349\034a\034b\034c\034d\034e\034f\0350\0351\0352\0353\0354\0355\0356\0357\0358\0359\035a\035b\035c\035d\035e\035f\0360\0361\0362\0363\0364\0365\0366\0367\0368\0369\036a\036b\036c\036d\036e\036f\0483\0484\0485\0486\0487\0488\0489\0591\0592\0593\0594\0595\0596\0597\0598\0599\059a\059b\059c\059d\059e\059f\05a0\05a1\05a2\05a3\05a4\05a5\05a6\05a7\05a8\05a9\05aa\05ab\05ac\05ad\05ae\05af\05b0\05b1\05b2\05b3\05b4\05b5\05b6\05b7\05b8\05b9\05ba\05bb\05bc\05bd\05bf\05c1\05c2\05c4\05c5\05c7\0610\0611\0612\0613\0614\0615\0616\0617\0618\0619\061a\064b\064c\064d\064e\064f\0650\0651\0652\0653\0654\0655\0656\0657\0658\0659\065a\065b\065c\065d\065e\065f\0670\06d6\06d7\06d8\06d9\06da\06db\06dc\06df\06e0\06e1\06e2\06e3\06e4\06e7\06e8\06ea\06eb\06ec\06ed',
      U&'                      abcdefghijklmnopqrstuvwxyz                    a       23 μ   1o  aaaaaaæceeeeiiiiðnooooo øuuuuyþaaaaaaceeeeiiiinooooo uuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiijjkkllllllłnnnnnnŋooooooœrrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzsɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽaaiioouuuuuuuuuuaaaaææǥggkkooooʒʒjggƕƿnnaaææøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏhɦjrɹɻʁwy                  ɣlsxʕ                         ͱͳʹ ͷ  ϳ  α εηιουωιαβγδεζηθικλμνξοπρστυφχψωιυαεηιυιυουωϗβθυυυφπϙϛϝϟϡϣϥϧϩϫϭϯκρςθε ϸσϻͻͼͽееђгєѕііјљњћкиуџабвгдежзииклмнопрстуфхцчшщъыьэюяиеегікиуѡѣѥѧѩѫѭѯѱѳѵѵѵѹѻѽѿҁ ҋҍҏґғҕҗҙқҝҟҡңҥҧҩҫҭүұҳҵҷҹһҽҿӏжжӄӆӈӊӌӎааааӕееәәәжжззӡииииооөөөээууууууччӷыыӻӽӿԁԃԅԇԉԋԍԏԑԓԕԗԙԛԝԟԡԣԥԧԩԫԭԯ       aabbbbbbccddddddddddeeeeeeeeeeffgghhhhhhhhhhiiiikkkkkkllllllllmmmmmmnnnnnnnnoooooooopppprrrrrrrrssssssssssttttttttuuuuuuuuuuvvvvwwwwwwwwwwxxxxyyzzzzzzhtwysßaaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyyỻỽỿααααααααααααααααεεεεεεεεεεεεηηηηηηηηηηηηηηηηιιιιιιιιιιιιιιιιοοοοοοοοοοοουυυυυυυυυυυυωωωωωωωωωωωωωωωωααεεηηιιοουυωωααααααααααααααααηηηηηηηηηηηηηηηηωωωωωωωωωωωωωωωωαααααααααααα ι   ηηηηηεεηηη   ιιιιιιιιιι   υυυυρρυυυυυυρ   ωωωωωοοωωω                                                                                                                                                  '), ' {2,}', ' ', 'g'))
  END
$fn$;--> statement-breakpoint
-- An event's search text: its team names (home and away, or an outright's field) and, for an
-- outright, its name in every locale; each a search key, all between bars: |bayern munchen|sao paulo|.
CREATE OR REPLACE FUNCTION sb_event_search_text(p_competitors jsonb, p_name jsonb, p_type text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $fn$
  SELECT '|' || coalesce(string_agg(DISTINCT k, '|'), '') || '|'
  FROM (
    SELECT sb_search_key(v) AS k FROM (
      SELECT p_competitors -> 'home' ->> 'name' AS v WHERE jsonb_typeof(p_competitors) = 'object'
      UNION ALL
      SELECT p_competitors -> 'away' ->> 'name' WHERE jsonb_typeof(p_competitors) = 'object'
      UNION ALL
      SELECT c ->> 'name' FROM jsonb_array_elements(
        CASE WHEN jsonb_typeof(p_competitors) = 'array' THEN p_competitors ELSE '[]'::jsonb END) AS c
      UNION ALL
      SELECT n.value FROM jsonb_each_text(
        CASE WHEN p_type <> 'match' AND jsonb_typeof(p_name) = 'object' THEN p_name ELSE '{}'::jsonb END) AS n
    ) AS parts
  ) AS keys
  WHERE k <> ''
$fn$;--> statement-breakpoint
-- A tournament's search text: its name in every locale, as above.
CREATE OR REPLACE FUNCTION sb_names_search_text(p_name jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $fn$
  SELECT '|' || coalesce(string_agg(DISTINCT k, '|'), '') || '|'
  FROM (
    SELECT sb_search_key(n.value) AS k FROM jsonb_each_text(
      CASE WHEN jsonb_typeof(p_name) = 'object' THEN p_name ELSE '{}'::jsonb END) AS n
  ) AS keys
  WHERE k <> ''
$fn$;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_key" text GENERATED ALWAYS AS (sb_event_search_text(competitors, name, type)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "search_key" text GENERATED ALWAYS AS (sb_names_search_text(name)) STORED NOT NULL;--> statement-breakpoint
-- The trigram index when pg_trgm can be created (PostgreSQL with its contrib modules; pg_trgm is a
-- trusted extension, so the database owner may create it). Without it (PGlite, or a server without
-- contrib) the migration still succeeds and search scans the search keys instead (README).
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): search runs without a trigram index', SQLERRM;
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    EXECUTE 'CREATE INDEX IF NOT EXISTS events_search_key_trgm ON events USING gin (search_key gin_trgm_ops)';
  END IF;
END $$;
