import type { QuickDepositResult } from './types.ts';

/** The interface of a payment provider's script (SPEC §7; the emulator's provider.js offers it). */
export interface PaymentProvider {
  on(name: string, handler: (payload: Record<string, unknown>) => void): () => void;
  renderForm(
    container: HTMLElement,
    params: { formUrl: string; title?: string; minHeight?: number },
  ): HTMLIFrameElement;
  quickDeposit(params: { currency: string; amount: number }): Promise<QuickDepositResult>;
  destroy(): void;
}

/** What the script is configured with (settings.cashier). */
export interface ProviderScriptConfig {
  scriptUrl: string;
  serverUrl: string;
  apiPrefix: string;
  redirectRoutes: Record<string, string>;
}

interface ProviderFactory {
  init(options: {
    serverUrl: string;
    apiPrefix: string;
    redirectRoutes: Record<string, string>;
  }): PaymentProvider;
}

declare global {
  interface Window {
    SportsbookPaymentProvider?: ProviderFactory;
  }
}

const loads = new Map<string, Promise<ProviderFactory>>();

/**
 * Loads the provider script once per URL (a script element the page's own trusted code inserts, so a
 * strict nonce-based CSP lets it run) and resolves with its global factory.
 */
function loadScript(url: string): Promise<ProviderFactory> {
  const known = loads.get(url);
  if (known) return known;
  const loading = new Promise<ProviderFactory>((resolve, reject) => {
    if (window.SportsbookPaymentProvider) {
      resolve(window.SportsbookPaymentProvider);
      return;
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.paymentProvider = '';
    script.onload = () =>
      window.SportsbookPaymentProvider
        ? resolve(window.SportsbookPaymentProvider)
        : reject(new Error('payment provider script defines no SportsbookPaymentProvider'));
    script.onerror = () => reject(new Error(`payment provider script ${url} did not load`));
    document.head.appendChild(script);
  });
  loading.catch(() => loads.delete(url));
  loads.set(url, loading);
  return loading;
}

/** A provider instance configured from the settings (server URL, API prefix, redirect routes). */
export async function createPaymentProvider(config: ProviderScriptConfig): Promise<PaymentProvider> {
  const factory = await loadScript(config.scriptUrl);
  return factory.init({
    serverUrl: config.serverUrl,
    apiPrefix: config.apiPrefix,
    redirectRoutes: config.redirectRoutes,
  });
}
