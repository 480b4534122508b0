import { NOTIFICATION_TEXTS_MORE } from './messages-more.ts';

/**
 * Texts of notifications by key, `[title, body]`, in every shipped locale (here en, de, es, pt-BR, ru,
 * tr, ar; the others in messages-more.ts); English when a locale lacks one. `{amount}` is an amount the
 * caller formatted in the locale, `{id}` the object's id.
 */
export type NotificationTexts = Readonly<Record<NotificationKey, readonly [string, string]>>;

export const NOTIFICATION_KEYS = [
  'bet_won',
  'bet_lost',
  'bet_void',
  'cashout_done',
  'bonus_issued',
  'bonus_issued_plain',
  'jackpot_hit',
  'limit_reached',
  'deposit_credited',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

const TEXTS: Readonly<Record<string, NotificationTexts>> = {
  en: {
    bet_won: ['Bet won', 'Your bet #{id} won {amount}.'],
    bet_lost: ['Bet lost', 'Your bet #{id} lost.'],
    bet_void: ['Bet void', 'Your bet #{id} was void; {amount} returned.'],
    cashout_done: ['Cash out done', 'You cashed out {amount} from bet #{id}.'],
    bonus_issued: ['New bonus', 'A bonus of {amount} is waiting for you.'],
    bonus_issued_plain: ['New bonus', 'A new bonus is waiting for you.'],
    jackpot_hit: ['Jackpot hit!', 'You hit the jackpot: {amount}.'],
    limit_reached: ['Limit reached', 'A deposit of {amount} was refused: your deposit limit is reached.'],
    deposit_credited: ['Deposit credited', '{amount} was credited to your account.'],
  },
  de: {
    bet_won: ['Wette gewonnen', 'Deine Wette #{id} hat {amount} gewonnen.'],
    bet_lost: ['Wette verloren', 'Deine Wette #{id} ist verloren.'],
    bet_void: ['Wette ungültig', 'Deine Wette #{id} ist ungültig; {amount} wurden erstattet.'],
    cashout_done: ['Cash-out erledigt', 'Du hast {amount} aus Wette #{id} ausgezahlt.'],
    bonus_issued: ['Neuer Bonus', 'Ein Bonus über {amount} wartet auf dich.'],
    bonus_issued_plain: ['Neuer Bonus', 'Ein neuer Bonus wartet auf dich.'],
    jackpot_hit: ['Jackpot geknackt!', 'Du hast den Jackpot geknackt: {amount}.'],
    limit_reached: [
      'Limit erreicht',
      'Eine Einzahlung von {amount} wurde abgelehnt: dein Einzahlungslimit ist erreicht.',
    ],
    deposit_credited: ['Einzahlung gutgeschrieben', '{amount} wurden deinem Konto gutgeschrieben.'],
  },
  es: {
    bet_won: ['Apuesta ganada', 'Tu apuesta #{id} ha ganado {amount}.'],
    bet_lost: ['Apuesta perdida', 'Tu apuesta #{id} ha perdido.'],
    bet_void: ['Apuesta anulada', 'Tu apuesta #{id} se ha anulado; se han devuelto {amount}.'],
    cashout_done: ['Cash out realizado', 'Has cobrado {amount} de la apuesta #{id}.'],
    bonus_issued: ['Nuevo bono', 'Te espera un bono de {amount}.'],
    bonus_issued_plain: ['Nuevo bono', 'Te espera un nuevo bono.'],
    jackpot_hit: ['¡Jackpot!', 'Has ganado el jackpot: {amount}.'],
    limit_reached: [
      'Límite alcanzado',
      'Se rechazó un depósito de {amount}: has alcanzado tu límite de depósito.',
    ],
    deposit_credited: ['Depósito abonado', 'Se han abonado {amount} en tu cuenta.'],
  },
  'pt-BR': {
    bet_won: ['Aposta ganha', 'Sua aposta #{id} ganhou {amount}.'],
    bet_lost: ['Aposta perdida', 'Sua aposta #{id} perdeu.'],
    bet_void: ['Aposta anulada', 'Sua aposta #{id} foi anulada; {amount} devolvidos.'],
    cashout_done: ['Cash out feito', 'Você sacou {amount} da aposta #{id}.'],
    bonus_issued: ['Novo bônus', 'Um bônus de {amount} está esperando por você.'],
    bonus_issued_plain: ['Novo bônus', 'Um novo bônus está esperando por você.'],
    jackpot_hit: ['Jackpot!', 'Você ganhou o jackpot: {amount}.'],
    limit_reached: [
      'Limite atingido',
      'Um depósito de {amount} foi recusado: seu limite de depósito foi atingido.',
    ],
    deposit_credited: ['Depósito creditado', '{amount} foram creditados na sua conta.'],
  },
  ru: {
    bet_won: ['Ставка выиграла', 'Ваша ставка #{id} выиграла {amount}.'],
    bet_lost: ['Ставка проиграла', 'Ваша ставка #{id} проиграла.'],
    bet_void: ['Ставка аннулирована', 'Ваша ставка #{id} аннулирована; возвращено {amount}.'],
    cashout_done: ['Кэшаут выполнен', 'Вы получили {amount} за ставку #{id}.'],
    bonus_issued: ['Новый бонус', 'Вас ждёт бонус {amount}.'],
    bonus_issued_plain: ['Новый бонус', 'Вас ждёт новый бонус.'],
    jackpot_hit: ['Джекпот!', 'Вы выиграли джекпот: {amount}.'],
    limit_reached: ['Лимит достигнут', 'Депозит {amount} отклонён: достигнут ваш лимит депозитов.'],
    deposit_credited: ['Депозит зачислен', 'На ваш счёт зачислено {amount}.'],
  },
  tr: {
    bet_won: ['Bahis kazandı', '#{id} numaralı bahsiniz {amount} kazandı.'],
    bet_lost: ['Bahis kaybetti', '#{id} numaralı bahsiniz kaybetti.'],
    bet_void: ['Bahis iptal', '#{id} numaralı bahsiniz iptal edildi; {amount} iade edildi.'],
    cashout_done: ['Bozdurma tamamlandı', '#{id} numaralı bahisten {amount} bozdurdunuz.'],
    bonus_issued: ['Yeni bonus', '{amount} tutarında bir bonus sizi bekliyor.'],
    bonus_issued_plain: ['Yeni bonus', 'Yeni bir bonus sizi bekliyor.'],
    jackpot_hit: ['Jackpot!', 'Jackpotu kazandınız: {amount}.'],
    limit_reached: [
      'Limite ulaşıldı',
      '{amount} tutarındaki para yatırma reddedildi: yatırma limitinize ulaştınız.',
    ],
    deposit_credited: ['Para yatırıldı', 'Hesabınıza {amount} yatırıldı.'],
  },
  ar: {
    bet_won: ['ربح الرهان', 'ربح رهانك رقم #{id} مبلغ {amount}.'],
    bet_lost: ['خسر الرهان', 'خسر رهانك رقم #{id}.'],
    bet_void: ['رهان ملغى', 'أُلغي رهانك رقم #{id}؛ أُعيد {amount}.'],
    cashout_done: ['تم السحب المبكر', 'سحبت {amount} من الرهان رقم #{id}.'],
    bonus_issued: ['مكافأة جديدة', 'مكافأة بقيمة {amount} بانتظارك.'],
    bonus_issued_plain: ['مكافأة جديدة', 'مكافأة جديدة بانتظارك.'],
    jackpot_hit: ['الجائزة الكبرى!', 'ربحت الجائزة الكبرى: {amount}.'],
    limit_reached: ['تم بلوغ الحد', 'رُفض إيداع بقيمة {amount}: بلغت حد الإيداع.'],
    deposit_credited: ['تم إضافة الإيداع', 'أُضيف {amount} إلى حسابك.'],
  },
  ...(NOTIFICATION_TEXTS_MORE as Readonly<Record<string, NotificationTexts>>),
};

const ENGLISH = TEXTS.en as NotificationTexts;

/** `[title, body]` of `key` in `locale` (English fallback), `{name}` replaced by `params[name]`. */
export function notificationText(
  key: NotificationKey,
  locale: string,
  params: Readonly<Record<string, string>>,
): [string, string] {
  const texts = TEXTS[locale] ?? ENGLISH;
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (all, name: string) => params[name] ?? all);
  const [title, body] = texts[key] ?? ENGLISH[key];
  return [fill(title), fill(body)];
}

/** Locales with texts of their own (tests check every shipped locale is one). */
export const NOTIFICATION_LOCALES: readonly string[] = Object.keys(TEXTS);
