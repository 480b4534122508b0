import { formatMoney, type Subunits } from '@sportsbook/domain';
import { escapeHtml, ownPageCsp } from '../../lib/html.ts';
import { ratedCurrency } from '../limits/money.ts';

/**
 * The emulated provider's HTML pages. They run inside the web app's iframe (same origin through the
 * web server's /api proxy), or on a full page (then they return to `returnPath`), under their own
 * strict Content-Security-Policy: no inline script or style, only form.js and form.css beside them.
 */
export const PAGE_CSP = ownPageCsp("'self'");

export interface PagePayment {
  paymentId: string;
  amount: number;
  currency: string;
  /** Where a full-page form sends the player back (already checked: isSafeReturnPath). */
  returnPath?: string | undefined;
}

function page(kind: 'form' | 'challenge', p: PagePayment, title: string, main: string): string {
  const amount = `${formatMoney(p.amount as Subunits, ratedCurrency(p.currency))} ${p.currency}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="form.css">
</head>
<body data-page="${kind}" data-payment-id="${escapeHtml(p.paymentId)}" data-return-path="${escapeHtml(p.returnPath ?? '')}">
<main>
<p class="provider">Emulated card provider (test mode)</p>
<h1>${escapeHtml(title)}</h1>
<p class="amount" data-testid="amount">${escapeHtml(amount)}</p>
${main}
<p id="status" class="status" role="status" aria-live="polite"></p>
<nav class="links">
<button type="button" class="link" data-redirect="transaction_history">Transaction history</button>
<button type="button" class="link" data-redirect="terms">Terms and conditions</button>
<button type="button" class="link" data-redirect="support">Support</button>
</nav>
</main>
<script src="form.js"></script>
</body>
</html>
`;
}

/** The card form (GET /emulator/form). */
export function formPage(p: PagePayment): string {
  return page(
    'form',
    p,
    'Card payment',
    `<form id="card-form" novalidate>
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="12/30" required></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
</div>
<button type="submit" id="pay">Pay</button>
</form>`,
  );
}

/** The 3-D Secure page (GET /emulator/challenge). */
export function challengePage(p: PagePayment): string {
  return page(
    'challenge',
    p,
    '3-D Secure check',
    `<p>Your bank asks you to confirm this payment.</p>
<div class="actions">
<button type="button" id="approve" data-outcome="approve">Approve</button>
<button type="button" id="fail" class="secondary" data-outcome="fail">Fail</button>
</div>`,
  );
}
