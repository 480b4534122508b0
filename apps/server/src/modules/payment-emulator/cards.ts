/**
 * Test cards of the emulated provider (the common convention, README "Cashier"). Any other number
 * is declined. Only the last 4 digits and the brand ever leave this file's callers.
 */
export type CardBehaviour = 'approve' | 'decline' | 'challenge' | 'pending';

export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  /** Approved at once. */
  '4242424242424242': 'approve',
  /** Declined (card_declined). */
  '4000000000000002': 'decline',
  /** Asks for 3-D Secure: the challenge page approves or fails it. */
  '4000000000003220': 'challenge',
  /** Pending, approved by the emulator CASHIER_EMULATOR_PENDING_MS (default 5 s) later. */
  '4000000000000077': 'pending',
};

export interface CardCheck {
  behaviour: CardBehaviour;
  last4: string;
  brand: string;
  /** Why it is declined before any test-card rule (expired, not a card number). */
  failureCode?: string;
}

/** Luhn checksum of a digit string. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** What the emulator does with a card as typed (spaces and dashes ignored), at `now`. */
export function checkCard(cardNumber: string, expiry: string, now: Date): CardCheck {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const last4 = digits.slice(-4);
  const brand = brandOf(digits);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { behaviour: 'decline', last4, brand, failureCode: 'card_number_invalid' };
  }
  const [mm, yy] = expiry.split('/').map((part) => Number(part.trim()));
  const endOfMonth = Date.UTC(2000 + (yy ?? 0), mm ?? 0, 1);
  if (endOfMonth <= now.getTime()) return { behaviour: 'decline', last4, brand, failureCode: 'card_expired' };
  const behaviour = TEST_CARDS[digits];
  if (!behaviour) return { behaviour: 'decline', last4, brand, failureCode: 'card_not_supported' };
  return { behaviour, last4, brand };
}
