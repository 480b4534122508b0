/** Bet error texts (the keys of `messages.ts`) in French, Italian, Polish and Japanese. */

/** Text in fr, it, pl, ja (this order). */
type Row = readonly [fr: string, it: string, pl: string, ja: string];

const TEXT: Readonly<Record<string, Row>> = {
  'error.place_bets.default': [
    "Le pari n'a pas pu être placé.",
    'Non è stato possibile piazzare la scommessa.',
    'Nie udało się postawić zakładu.',
    'ベットできませんでした。',
  ],
  'error.place_bets.invalid_odds': [
    'Les cotes ont changé. Veuillez accepter les nouvelles cotes.',
    'Le quote sono cambiate. Accetta le nuove quote.',
    'Kursy się zmieniły. Zaakceptuj nowe kursy.',
    'オッズが変動しました。新しいオッズを承認してください。',
  ],
  'error.place_bets.invalid_odds_custom_bet': [
    'La cote de votre pari sur mesure a changé.',
    'La quota della tua scommessa creata è cambiata.',
    'Kurs twojego zakładu z kreatora się zmienił.',
    'ベットビルダーのオッズが変動しました。',
  ],
  'error.risk_validation.odds_different_than_bookmaker': [
    'La cote diffère de la cote actuelle.',
    'La quota è diversa da quella attuale.',
    'Kurs różni się od aktualnego.',
    'オッズが現在のオッズと異なります。',
  ],
  'error.risk_validation.odds_higher_than_bookmakers_current_odds': [
    'La cote a baissé depuis que vous avez ajouté la sélection.',
    'La quota è scesa da quando hai aggiunto il pronostico.',
    'Kurs spadł od chwili dodania typu.',
    '選択を追加した後にオッズが下がりました。',
  ],
  'error.risk_validation.odds_higher_than_bookmakers': [
    "La cote est supérieure à celle proposée par l'opérateur.",
    'La quota è più alta di quella offerta dal bookmaker.',
    'Kurs jest wyższy niż w ofercie bukmachera.',
    'オッズがブックメーカーの提示より高くなっています。',
  ],
  'error.risk_validation.odds_to_low': [
    'La cote est trop basse.',
    'La quota è troppo bassa.',
    'Kurs jest za niski.',
    'オッズが低すぎます。',
  ],
  'error.selection.suspended': [
    "Une sélection est suspendue ou n'est plus disponible.",
    'Un pronostico è sospeso o non è più giocabile.',
    'Jeden z typów jest zawieszony lub nie można go już obstawić.',
    '停止中またはベットを受け付けていない選択があります。',
  ],
  'error.selection.not_available': [
    "Une sélection n'est pas disponible pour le moment.",
    'Un pronostico non è disponibile al momento.',
    'Jeden z typów jest teraz niedostępny.',
    '現在利用できない選択があります。',
  ],
  'error.odds_changed': [
    'Les cotes ont changé. Veuillez accepter les nouvelles cotes.',
    'Le quote sono cambiate. Accetta le nuove quote.',
    'Kursy się zmieniły. Zaakceptuj nowe kursy.',
    'オッズが変動しました。新しいオッズを承認してください。',
  ],
  'error.stake.required': [
    'Saisissez une mise supérieure à 0.',
    'Inserisci un importo maggiore di 0.',
    'Wpisz stawkę większą od 0.',
    '0より大きい賭け金を入力してください。',
  ],
  'error.stake.above_maximum': [
    'La mise dépasse la mise maximale.',
    "L'importo supera la puntata massima.",
    'Stawka przekracza maksymalną stawkę.',
    '賭け金が最大賭け金を超えています。',
  ],
  'error.stake.rounding': [
    'La mise a trop de décimales.',
    "L'importo ha troppi decimali.",
    'Stawka ma za dużo miejsc po przecinku.',
    '賭け金の小数点以下の桁数が多すぎます。',
  ],
  'error.stake.sum_mismatch': [
    'La mise ne se répartit pas à parts égales entre les combinaisons.',
    "L'importo non si divide in parti uguali tra le combinazioni.",
    'Stawki nie da się równo podzielić między kombinacje.',
    '賭け金を各組み合わせに均等に分けられません。',
  ],
  'error.potential_win.equal_or_less': [
    'Le gain potentiel doit être supérieur à la mise.',
    "La vincita potenziale deve superare l'importo giocato.",
    'Możliwa wygrana musi być wyższa od stawki.',
    '予想払戻金は賭け金より多くなければなりません。',
  ],
  'error.system.type_mismatch': [
    'Ce système ne correspond pas au nombre de sélections.',
    'Questo sistema non corrisponde al numero di pronostici.',
    'Ten system nie pasuje do liczby typów.',
    'このシステムは選択数に合いません。',
  ],
  'error.system.oddin_selection': [
    "Les sélections d'e-sport ne peuvent pas faire partie d'un pari système.",
    'I pronostici eSport non possono far parte di un sistema.',
    'Typy e-sportowe nie mogą być częścią zakładu systemowego.',
    'eスポーツの選択はシステムベットに含められません。',
  ],
  'error.singles.not_allowed': [
    'Plusieurs paris simples ne sont pas autorisés pour ces sélections.',
    'Più singole non sono consentite per questi pronostici.',
    'Dla tych typów nie można postawić kilku zakładów pojedynczych.',
    'これらの選択では複数シングルはできません。',
  ],
  'error.selections.same_match': [
    'Un combiné ne peut pas contenir deux sélections du même match.',
    'Una multipla non può contenere due pronostici della stessa partita.',
    'Kupon AKO nie może zawierać dwóch typów z tego samego meczu.',
    'マルチには同じ試合の選択を2つ含められません。',
  ],
  'error.selections.missing': [
    "Le pari n'a pas assez de sélections.",
    'La scommessa ha troppo pochi pronostici.',
    'Zakład ma za mało typów.',
    'ベットの選択が足りません。',
  ],
  'error.custom_bet.invalid': [
    "Ce pari sur mesure n'est pas valide.",
    'Questa scommessa creata non è valida.',
    'Ten zakład z kreatora jest nieprawidłowy.',
    'このベットビルダーは無効です。',
  ],
  'error.custom_bet.incomplete': [
    "Ajoutez d'autres sélections au pari sur mesure.",
    'Aggiungi altri pronostici alla scommessa creata.',
    'Dodaj więcej typów w kreatorze zakładów.',
    'ベットビルダーに選択を追加してください。',
  ],
  'error.place_bets.insufficient_funds': [
    'Votre solde est insuffisant pour cette mise.',
    'Il tuo saldo non basta per questo importo.',
    'Masz za mało środków na tę stawkę.',
    'この賭け金には残高が足りません。',
  ],
  'error.place_bets.limit_exceeded': [
    "Cette mise dépasse l'une de vos limites de jeu responsable.",
    'Questo importo supera uno dei tuoi limiti di gioco responsabile.',
    'Ta stawka przekracza jeden z twoich limitów odpowiedzialnej gry.',
    'この賭け金は、設定した責任あるギャンブルの上限を超えています。',
  ],
  'error.place_bets.bet_limit_exceeded': [
    'Cette mise dépasse votre limite de {amount} par pari.',
    'Questo importo supera il tuo limite di {amount} per scommessa.',
    'Ta stawka przekracza twój limit {amount} na zakład.',
    'この賭け金は、1回あたり{amount}のベット上限を超えています。',
  ],
  'error.place_bets.wager_limit_exceeded': [
    'Ces mises dépasseraient votre limite de mises : il reste {amount} sur cette période.',
    'Queste puntate supererebbero il tuo limite di puntata: restano {amount} in questo periodo.',
    'Te stawki przekroczyłyby twój limit stawek: w tym okresie zostało {amount}.',
    'これらの賭け金は賭け金上限を超えます。この期間の残りは{amount}です。',
  ],
  'error.place_bets.loss_limit_exceeded': [
    'Ces mises dépasseraient votre limite de pertes : il reste {amount} sur cette période.',
    'Queste puntate supererebbero il tuo limite di perdita: restano {amount} in questo periodo.',
    'Te stawki przekroczyłyby twój limit strat: w tym okresie zostało {amount}.',
    'これらの賭け金は損失上限を超えます。この期間の残りは{amount}です。',
  ],
  'error.place_bets.liability_exceeded': [
    'Vos gains potentiels sur cette sélection dépasseraient la limite : {amount} de plus au maximum.',
    'La tua vincita potenziale su questo pronostico supererebbe il limite: al massimo altri {amount}.',
    'Możliwa wygrana na tym typie przekroczyłaby limit: można wygrać jeszcze najwyżej {amount}.',
    'この選択の予想払戻金が上限を超えます。追加で獲得できるのは最大{amount}です。',
  ],
  'error.place_bets.bonus_not_available': [
    "Ce bonus n'est pas disponible pour ce pari.",
    'Questo bonus non è disponibile per la scommessa.',
    'Ten bonus nie jest dostępny dla tego zakładu.',
    'このボーナスはこのベットには使えません。',
  ],
  'error.place_bets.idempotency_key_reused': [
    'Cet identifiant de requête a déjà été utilisé pour un autre pari.',
    "Questo ID di richiesta è già stato usato per un'altra scommessa.",
    'Ten identyfikator żądania został już użyty dla innego zakładu.',
    'このリクエストIDはすでに別のベットで使用されています。',
  ],
  'error.bets.not_found': [
    'Pari introuvable.',
    'Scommessa non trovata.',
    'Nie znaleziono zakładu.',
    'ベットが見つかりません。',
  ],
  'error.bets.not_open': [
    "Le pari n'est plus en cours.",
    'La scommessa non è più aperta.',
    'Zakład nie jest już otwarty.',
    'このベットはすでに確定しています。',
  ],
  'error.cashout.unavailable': [
    "Le cash out n'est pas disponible pour ce pari pour le moment.",
    'Il cash out non è disponibile per questa scommessa al momento.',
    'Cashout jest teraz niedostępny dla tego zakładu.',
    '現在このベットはキャッシュアウトできません。',
  ],
  'error.cashout.amount_changed': [
    "L'offre de cash out a changé.",
    "L'offerta di cash out è cambiata.",
    'Oferta cashoutu się zmieniła.',
    'キャッシュアウト額が変わりました。',
  ],
  'error.cashout.amount_invalid': [
    "Choisissez un montant de cash out partiel entre le minimum et l'offre complète.",
    "Scegli un importo di cash out parziale tra il minimo e l'offerta intera.",
    'Wybierz kwotę częściowego cashoutu między minimum a pełną ofertą.',
    '一部キャッシュアウト額は、最低額から提示額全額までの範囲で選んでください。',
  ],
  'error.cashout.auto_invalid': [
    "Le montant du cash out automatique doit dépasser l'offre actuelle et ne pas dépasser le gain potentiel.",
    "L'importo del cash out automatico deve superare l'offerta attuale e non superare la vincita potenziale.",
    'Kwota automatycznego cashoutu musi być wyższa od obecnej oferty i nie wyższa od możliwej wygranej.',
    '自動キャッシュアウト額は、現在の提示額より高く、予想払戻金以下にしてください。',
  ],
  'error.share_code.not_found': [
    'Ce lien de pari est introuvable.',
    'Questo link della scommessa non è stato trovato.',
    'Nie znaleziono tego linku do zakładu.',
    'このベットのリンクが見つかりません。',
  ],
};

const COLUMN: Readonly<Record<string, number>> = { fr: 0, it: 1, pl: 2, ja: 3 };

/** The text of a bet message key in fr, it, pl or ja; undefined for another locale or an unknown key. */
export function frItPlJaBetMessage(key: string, locale: string): string | undefined {
  const column = COLUMN[locale];
  return column === undefined ? undefined : TEXT[key]?.[column];
}
