/**
 * What the cashier needs from a payment provider. The emulated one (modules/payment-emulator) is the
 * default outside production; `HostedProvider` stands for an operator's real one whose hosted card
 * form the web app shows and which reports through POST /api/cashier/notifications (README "Cashier").
 * Results never come back from these calls: they arrive as signed notifications.
 */
export interface ProviderPayment {
  paymentId: string;
  amount: number;
  currency: string;
  /**
   * Site-relative path (checked: isSafeReturnPath) under which the web app's return pages live; a
   * provider showing its form on a full page sends the player to `<returnPath>/success|error|pending`.
   */
  returnPath?: string;
}

export interface PaymentProvider {
  /** Tells the provider about a new payment; returns the URL of its card form (shown in an iframe). */
  openPayment(payment: ProviderPayment): Promise<{ formUrl: string }>;
  /**
   * Charges a card saved at an earlier approved payment (quick deposit), identified by the provider's
   * token. Undefined: the provider has no saved cards (quick deposit answers 503).
   */
  chargeSavedCard?(payment: ProviderPayment & { cardToken: string }): Promise<void>;
}

/**
 * An operator's hosted card form: in the URL template `{payment_id}` is replaced by the payment id and
 * `{return_url}` by the absolute URL of the return path on the web app (`siteOrigin`, PUBLIC_URL, plus
 * the deposit's return_path), both URL-encoded; `{return_url}` is empty when the deposit sent none.
 */
export class HostedProvider implements PaymentProvider {
  constructor(
    private readonly formUrlTemplate: string,
    private readonly siteOrigin: string,
  ) {}

  async openPayment(payment: ProviderPayment): Promise<{ formUrl: string }> {
    const returnUrl = payment.returnPath ? new URL(payment.returnPath, this.siteOrigin).toString() : '';
    return {
      formUrl: this.formUrlTemplate
        .replaceAll('{payment_id}', encodeURIComponent(payment.paymentId))
        .replaceAll('{return_url}', encodeURIComponent(returnUrl)),
    };
  }
}
