import { BET_MESSAGES_RTL } from './messages-rtl.ts';

/**
 * Localized texts of bet errors (SPEC §8 keys; `errors_by_bet[].localized_message` and the error
 * `message`), for the seven supported locales; a missing locale or key falls back to English.
 */

import { frItPlJaBetMessage } from './messages-fr-it-pl-ja.ts';

type Texts = { en: string } & Partial<Record<'de' | 'es' | 'pt-BR' | 'ru' | 'tr' | 'ar', string>>;

const MESSAGES: Record<string, Texts> = {
  'error.place_bets.default': {
    en: 'The bet could not be placed.',
    de: 'Die Wette konnte nicht platziert werden.',
    es: 'No se pudo realizar la apuesta.',
    'pt-BR': 'Não foi possível fazer a aposta.',
    ru: 'Не удалось сделать ставку.',
    tr: 'Bahis yapılamadı.',
    ar: 'تعذر وضع الرهان.',
  },
  'error.place_bets.invalid_odds': {
    en: 'The odds have changed. Please accept the new odds.',
    de: 'Die Quoten haben sich geändert. Bitte akzeptiere die neuen Quoten.',
    es: 'Las cuotas han cambiado. Acepta las nuevas cuotas.',
    'pt-BR': 'As odds mudaram. Aceite as novas odds.',
    ru: 'Коэффициенты изменились. Примите новые коэффициенты.',
    tr: 'Oranlar değişti. Lütfen yeni oranları kabul edin.',
    ar: 'تغيرت الاحتمالات. يرجى قبول الاحتمالات الجديدة.',
  },
  'error.place_bets.invalid_odds_custom_bet': {
    en: 'The price of your bet builder has changed.',
    de: 'Der Preis deiner Wettkombination hat sich geändert.',
    es: 'El precio de tu apuesta personalizada ha cambiado.',
    'pt-BR': 'O preço da sua aposta personalizada mudou.',
    ru: 'Цена вашей конструкторской ставки изменилась.',
    tr: 'Bahis oluşturucu fiyatı değişti.',
    ar: 'تغير سعر رهانك المخصص.',
  },
  'error.risk_validation.odds_different_than_bookmaker': {
    en: 'The odds differ from the current odds.',
    de: 'Die Quote weicht von der aktuellen Quote ab.',
    es: 'La cuota difiere de la cuota actual.',
    'pt-BR': 'A odd difere da odd atual.',
    ru: 'Коэффициент отличается от текущего.',
    tr: 'Oran güncel orandan farklı.',
    ar: 'الاحتمال يختلف عن الاحتمال الحالي.',
  },
  'error.risk_validation.odds_higher_than_bookmakers_current_odds': {
    en: 'The odds have dropped since you added the selection.',
    de: 'Die Quote ist gesunken, seit du die Auswahl hinzugefügt hast.',
    es: 'La cuota ha bajado desde que añadiste la selección.',
    'pt-BR': 'A odd caiu desde que você adicionou a seleção.',
    ru: 'Коэффициент снизился после добавления события.',
    tr: 'Seçimi eklediğinizden beri oran düştü.',
    ar: 'انخفض الاحتمال منذ إضافة الاختيار.',
  },
  'error.risk_validation.odds_higher_than_bookmakers': {
    en: 'The odds are higher than the bookmaker offers.',
    de: 'Die Quote ist höher als das Angebot des Buchmachers.',
  },
  'error.risk_validation.odds_to_low': { en: 'The odds are too low.', de: 'Die Quote ist zu niedrig.' },
  'error.selection.suspended': {
    en: 'A selection is suspended or no longer available for betting.',
    de: 'Eine Auswahl ist gesperrt oder nicht mehr wettbar.',
    es: 'Una selección está suspendida o ya no admite apuestas.',
    'pt-BR': 'Uma seleção está suspensa ou não aceita mais apostas.',
    ru: 'Событие приостановлено или недоступно для ставок.',
    tr: 'Bir seçim askıya alındı veya artık bahse açık değil.',
    ar: 'أحد الاختيارات معلق أو لم يعد متاحا للرهان.',
  },
  'error.selection.not_available': {
    en: 'A selection is not available right now.',
    de: 'Eine Auswahl ist derzeit nicht verfügbar.',
    es: 'Una selección no está disponible ahora.',
    'pt-BR': 'Uma seleção não está disponível agora.',
    ru: 'Событие сейчас недоступно.',
    tr: 'Bir seçim şu anda kullanılamıyor.',
    ar: 'أحد الاختيارات غير متاح حاليا.',
  },
  'error.odds_changed': {
    en: 'The odds have changed. Please accept the new odds.',
    de: 'Die Quoten haben sich geändert. Bitte akzeptiere die neuen Quoten.',
  },
  'error.stake.required': {
    en: 'Enter a stake above 0.',
    de: 'Gib einen Einsatz über 0 ein.',
    es: 'Introduce una apuesta mayor que 0.',
    'pt-BR': 'Informe um valor acima de 0.',
    ru: 'Введите ставку больше 0.',
    tr: "0'dan büyük bir bahis tutarı girin.",
    ar: 'أدخل مبلغ رهان أكبر من 0.',
  },
  'error.stake.above_maximum': {
    en: 'The stake is above the maximum stake.',
    de: 'Der Einsatz liegt über dem Höchsteinsatz.',
    es: 'La apuesta supera el máximo permitido.',
    'pt-BR': 'O valor excede a aposta máxima.',
    ru: 'Ставка превышает максимальную.',
    tr: 'Bahis tutarı azami tutarın üzerinde.',
    ar: 'مبلغ الرهان أعلى من الحد الأقصى.',
  },
  'error.stake.rounding': {
    en: 'The stake has too many decimal places.',
    de: 'Der Einsatz hat zu viele Nachkommastellen.',
  },
  'error.stake.sum_mismatch': {
    en: 'The stake does not split evenly over the combinations.',
    de: 'Der Einsatz lässt sich nicht gleichmäßig auf die Kombinationen aufteilen.',
  },
  'error.potential_win.equal_or_less': {
    en: 'The potential win must be higher than the stake.',
    de: 'Der mögliche Gewinn muss höher als der Einsatz sein.',
    es: 'La ganancia potencial debe ser mayor que la apuesta.',
    'pt-BR': 'O ganho potencial deve ser maior que o valor apostado.',
    ru: 'Возможный выигрыш должен быть больше ставки.',
    tr: 'Olası kazanç bahis tutarından yüksek olmalı.',
    ar: 'يجب أن يكون الربح المحتمل أعلى من مبلغ الرهان.',
  },
  'error.system.type_mismatch': {
    en: 'This system does not fit the number of selections.',
    de: 'Dieses System passt nicht zur Anzahl der Auswahlen.',
  },
  'error.system.oddin_selection': {
    en: 'Esports selections cannot be part of a system bet.',
    de: 'E-Sport-Auswahlen können nicht Teil einer Systemwette sein.',
  },
  'error.singles.not_allowed': {
    en: 'Several singles are not allowed for these selections.',
    de: 'Mehrere Einzelwetten sind für diese Auswahlen nicht erlaubt.',
  },
  'error.selections.same_match': {
    en: 'A combination cannot hold two selections of the same match.',
    de: 'Eine Kombination darf nicht zwei Auswahlen desselben Spiels enthalten.',
    es: 'Una combinada no puede tener dos selecciones del mismo partido.',
    'pt-BR': 'Uma múltipla não pode ter duas seleções da mesma partida.',
    ru: 'Экспресс не может содержать два события одного матча.',
    tr: 'Bir kombinasyon aynı maçtan iki seçim içeremez.',
    ar: 'لا يمكن أن يحتوي الرهان المركب على اختيارين من نفس المباراة.',
  },
  'error.selections.missing': {
    en: 'The bet has too few selections.',
    de: 'Die Wette hat zu wenige Auswahlen.',
  },
  'error.custom_bet.invalid': {
    en: 'This bet builder is not valid.',
    de: 'Diese Wettkombination ist ungültig.',
  },
  'error.custom_bet.incomplete': {
    en: 'Add more selections to the bet builder.',
    de: 'Füge der Wettkombination weitere Auswahlen hinzu.',
  },
  'error.place_bets.insufficient_funds': {
    en: 'Your balance is too low for this stake.',
    de: 'Dein Guthaben reicht für diesen Einsatz nicht aus.',
    es: 'Tu saldo no es suficiente para esta apuesta.',
    'pt-BR': 'Seu saldo é insuficiente para esta aposta.',
    ru: 'Недостаточно средств для этой ставки.',
    tr: 'Bakiyeniz bu bahis için yetersiz.',
    ar: 'رصيدك غير كاف لهذا الرهان.',
  },
  'error.place_bets.limit_exceeded': {
    en: 'This stake exceeds one of your responsible-gambling limits.',
    de: 'Dieser Einsatz überschreitet eines deiner Limits.',
    es: 'Esta apuesta supera uno de tus límites de juego responsable.',
    'pt-BR': 'Esta aposta excede um dos seus limites de jogo responsável.',
    ru: 'Ставка превышает один из ваших лимитов.',
    tr: 'Bu bahis sorumlu oyun limitlerinizden birini aşıyor.',
    ar: 'هذا الرهان يتجاوز أحد حدود اللعب المسؤول.',
  },
  'error.place_bets.bet_limit_exceeded': {
    en: 'This stake is above your bet limit of {amount} per bet.',
    de: 'Dieser Einsatz liegt über deinem Wettlimit von {amount} pro Wette.',
    es: 'Esta apuesta supera tu límite de {amount} por apuesta.',
    'pt-BR': 'Esta aposta excede seu limite de {amount} por aposta.',
    ru: 'Ставка превышает ваш лимит {amount} на одну ставку.',
    tr: 'Bu bahis, bahis başına {amount} olan limitinizin üzerinde.',
    ar: 'هذا الرهان أعلى من حدك البالغ {amount} لكل رهان.',
  },
  'error.place_bets.wager_limit_exceeded': {
    en: 'These stakes would exceed your wager limit: {amount} left in this period.',
    de: 'Diese Einsätze würden dein Einsatzlimit überschreiten: noch {amount} in diesem Zeitraum.',
    es: 'Estas apuestas superarían tu límite de apuestas: quedan {amount} en este periodo.',
    'pt-BR': 'Estas apostas excederiam seu limite de apostas: restam {amount} neste período.',
    ru: 'Ставки превысят ваш лимит ставок: в этом периоде осталось {amount}.',
    tr: 'Bu bahisler bahis limitinizi aşar: bu dönemde {amount} kaldı.',
    ar: 'ستتجاوز هذه الرهانات حد الرهان لديك: يتبقى {amount} في هذه الفترة.',
  },
  'error.place_bets.loss_limit_exceeded': {
    en: 'These stakes would exceed your loss limit: {amount} left in this period.',
    de: 'Diese Einsätze würden dein Verlustlimit überschreiten: noch {amount} in diesem Zeitraum.',
    es: 'Estas apuestas superarían tu límite de pérdidas: quedan {amount} en este periodo.',
    'pt-BR': 'Estas apostas excederiam seu limite de perdas: restam {amount} neste período.',
    ru: 'Ставки превысят ваш лимит проигрыша: в этом периоде осталось {amount}.',
    tr: 'Bu bahisler kayıp limitinizi aşar: bu dönemde {amount} kaldı.',
    ar: 'ستتجاوز هذه الرهانات حد الخسارة لديك: يتبقى {amount} في هذه الفترة.',
  },
  'error.place_bets.liability_exceeded': {
    en: 'Your potential winnings on this selection would exceed the limit: at most {amount} more can be won on it.',
    de: 'Dein möglicher Gewinn auf diese Auswahl würde das Limit überschreiten: höchstens {amount} mehr sind möglich.',
    es: 'Tus ganancias potenciales en esta selección superarían el límite: como máximo {amount} más.',
    'pt-BR': 'Seus ganhos potenciais nesta seleção excederiam o limite: no máximo {amount} a mais.',
    ru: 'Возможный выигрыш по этому событию превысит лимит: можно выиграть не более {amount} дополнительно.',
    tr: 'Bu seçimdeki olası kazancınız limiti aşar: en fazla {amount} daha kazanılabilir.',
    ar: 'ستتجاوز أرباحك المحتملة على هذا الاختيار الحد: يمكن ربح {amount} إضافية كحد أقصى.',
  },
  'error.place_bets.bonus_not_available': {
    en: 'This bonus is not available for the bet.',
    de: 'Dieser Bonus ist für die Wette nicht verfügbar.',
  },
  'error.place_bets.idempotency_key_reused': {
    en: 'This request id was already used for another bet.',
    de: 'Diese Anfrage-ID wurde bereits für eine andere Wette verwendet.',
  },
  'error.bets.not_found': { en: 'Bet not found.', de: 'Wette nicht gefunden.' },
  'error.bets.not_open': { en: 'The bet is no longer open.', de: 'Die Wette ist nicht mehr offen.' },
  'error.cashout.unavailable': {
    en: 'Cash out is not available for this bet right now.',
    de: 'Cash-out ist für diese Wette gerade nicht verfügbar.',
    es: 'El cierre de apuesta no está disponible ahora.',
    'pt-BR': 'O cash out não está disponível agora.',
    ru: 'Кэшаут сейчас недоступен.',
    tr: 'Bu bahis için şu anda erken ödeme yok.',
    ar: 'السحب المبكر غير متاح لهذا الرهان حاليا.',
  },
  'error.cashout.amount_changed': {
    en: 'The cash-out offer has changed.',
    de: 'Das Cash-out-Angebot hat sich geändert.',
    es: 'La oferta de cierre ha cambiado.',
    'pt-BR': 'A oferta de cash out mudou.',
    ru: 'Сумма кэшаута изменилась.',
    tr: 'Erken ödeme teklifi değişti.',
    ar: 'تغير عرض السحب المبكر.',
  },
  'error.cashout.amount_invalid': {
    en: 'Choose a partial cash-out amount between the minimum and the full offer.',
    de: 'Wähle einen Teil-Cash-out-Betrag zwischen dem Minimum und dem vollen Angebot.',
    es: 'Elige un importe de cierre parcial entre el mínimo y la oferta completa.',
    'pt-BR': 'Escolha um valor de cash out parcial entre o mínimo e a oferta completa.',
    ru: 'Выберите сумму частичного кэшаута от минимальной до полной суммы предложения.',
    tr: 'Kısmi erken ödeme tutarını en az tutar ile tam teklif arasında seçin.',
    ar: 'اختر مبلغ سحب جزئي بين الحد الأدنى والعرض الكامل.',
  },
  'error.cashout.auto_invalid': {
    en: 'The auto cash-out amount must be above the offer now and at most the potential win.',
    de: 'Der Auto-Cash-out-Betrag muss über dem aktuellen Angebot und höchstens beim möglichen Gewinn liegen.',
    es: 'El importe de cierre automático debe superar la oferta actual y no superar la ganancia posible.',
    'pt-BR': 'O valor do cash out automático deve ser maior que a oferta atual e no máximo o ganho possível.',
    ru: 'Сумма автокэшаута должна быть выше текущего предложения и не больше возможного выигрыша.',
    tr: 'Otomatik erken ödeme tutarı şimdiki tekliften yüksek ve olası kazançtan fazla olmamalı.',
    ar: 'يجب أن يكون مبلغ السحب التلقائي أعلى من العرض الحالي وألا يتجاوز الربح المحتمل.',
  },
  'error.share_code.not_found': {
    en: 'This bet link was not found.',
    de: 'Dieser Wettlink wurde nicht gefunden.',
  },
};

/**
 * The text of `key` in `locale` (English fallback); the key itself when unknown. `{name}` in the
 * text is replaced by `params[name]` (an amount the caller formatted).
 */
export function betMessage(key: string, locale: string, params?: Readonly<Record<string, string>>): string {
  const texts = MESSAGES[key];
  if (!texts) return key;
  const text =
    (texts as Record<string, string | undefined>)[locale] ??
    BET_MESSAGES_RTL[locale]?.[key] ??
    frItPlJaBetMessage(key, locale) ??
    texts.en;
  return params ? text.replace(/\{(\w+)\}/g, (all, name: string) => params[name] ?? all) : text;
}

/** Every key with a text (tests check each has English). */
export const BET_MESSAGE_KEYS: readonly string[] = Object.keys(MESSAGES);
