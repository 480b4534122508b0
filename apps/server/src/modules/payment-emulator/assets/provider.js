/**
 * Payment provider script of the emulated provider (SPEC §7 "Payment provider script"). The product
 * loads it (GET /api/cashier/emulator/provider.js; settings.cashier.provider_script_url) and drives it
 * through this interface; a real provider's script would offer the same one, so an operator swaps
 * providers by configuration only.
 *
 *   const provider = window.SportsbookPaymentProvider.init({
 *     serverUrl: '',                      // the provider's origin; '' = this page's origin
 *     apiPrefix: '/api/cashier',          // settings.cashier.api_prefix
 *     redirectRoutes: {                   // settings.cashier.redirect_routes (paths of the product)
 *       transaction_history: '/wallet/transactions', terms: '/general-rules', support: '/help-center',
 *     },
 *   });
 *   const off = provider.on('notification', (payload) => …);   // returns an unsubscribe function
 *   provider.off('notification', handler);
 *   const iframe = provider.renderForm(container, { formUrl });  // form_url of POST /deposits
 *   const result = await provider.quickDeposit({ currency: 'EUR', amount: 1000 }); // {payment_id, status}
 *     (POST /api/cashier/quick-deposits with the session cookie and the sb_csrf cookie echoed, or pass
 *     csrfToken / bearer; a refusal rejects with an Error carrying `code` and `status`)
 *   provider.destroy();                  // removes the iframe and every listener
 *
 * Events and payloads (handlers get the payload object):
 *   render-form {payment_id, page}        the card form (page 'form') or 3-D Secure page ('challenge') is shown
 *   submit {payment_id}                   the player submitted the card form
 *   change-payment-action {payment_id, action: 'challenge'}
 *   notification {payment_id, status, type}   status approved|declined|pending|challenge;
 *                                         type success|error|warning (the alert to show)
 *   accounts-updated {payment_id}         the balance changed: refetch accounts (push balance_changed too)
 *   redirect {route, path}                route transaction_history|terms|support; path from redirectRoutes
 *   close-fast-deposit-modal {payment_id} after a quick deposit finished
 *   change-currency, change-language, new-methods-available, popup-closed, web-socket-connection:
 *                                         part of the interface; the emulator never emits them
 * Messages from the iframe are accepted only from the provider's exact origin and from the iframe.
 */
(() => {
  const SOURCE = 'sportsbook-cashier';
  const EVENTS = [
    'render-form',
    'notification',
    'change-payment-action',
    'change-currency',
    'change-language',
    'accounts-updated',
    'redirect',
    'new-methods-available',
    'popup-closed',
    'submit',
    'web-socket-connection',
    'close-fast-deposit-modal',
  ];
  const TYPES = { approved: 'success', declined: 'error', pending: 'warning', challenge: 'warning' };

  function csrfToken() {
    const match = document.cookie.match(/(?:^|;\s*)sb_csrf=([^;]+)/);
    return match ? decodeURIComponent(match[1]) : null;
  }

  function init(options) {
    const opts = options || {};
    const origin = opts.serverUrl
      ? new URL(opts.serverUrl, window.location.href).origin
      : window.location.origin;
    const apiBase = origin + (opts.apiPrefix || '/api/cashier');
    const routes = opts.redirectRoutes || {};
    const handlers = new Map(EVENTS.map((name) => [name, new Set()]));
    let frame = null;

    function emit(name, payload) {
      const set = handlers.get(name);
      if (!set) return;
      for (const handler of [...set]) {
        try {
          handler(payload || {});
        } catch (err) {
          setTimeout(() => {
            throw err;
          });
        }
      }
    }

    function onMessage(event) {
      if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
      const data = event.data;
      if (!data || data.source !== SOURCE || !handlers.has(data.event)) return;
      const payload = Object.assign({}, data.payload);
      if (data.event === 'redirect') payload.path = routes[payload.route] || null;
      emit(data.event, payload);
    }
    window.addEventListener('message', onMessage);

    return {
      events: EVENTS.slice(),
      on(name, handler) {
        const set = handlers.get(name);
        if (!set) throw new Error(`unknown event ${name}`);
        set.add(handler);
        return () => set.delete(handler);
      },
      off(name, handler) {
        handlers.get(name)?.delete(handler);
      },
      renderForm(container, params) {
        if (frame) frame.remove();
        frame = document.createElement('iframe');
        frame.src = new URL(params.formUrl, `${origin}/`).toString();
        frame.title = params.title || 'Card payment';
        frame.setAttribute('allow', 'payment');
        frame.style.border = '0';
        frame.style.width = '100%';
        frame.style.minHeight = `${params.minHeight || 480}px`;
        container.appendChild(frame);
        return frame;
      },
      quickDeposit(params) {
        const token = params.csrfToken || csrfToken();
        return fetch(`${apiBase}/quick-deposits`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: Object.assign(
            { 'content-type': 'application/json' },
            token ? { 'x-csrf-token': token } : {},
            params.bearer ? { authorization: `Bearer ${params.bearer}` } : {},
          ),
          body: JSON.stringify({ currency: params.currency, amount: params.amount }),
        }).then((res) =>
          res.json().then((json) => {
            if (!res.ok) {
              const error = new Error(json?.message ? json.message : 'Quick deposit failed');
              error.code = json ? json.code : undefined;
              error.status = res.status;
              throw error;
            }
            emit('notification', {
              payment_id: json.payment_id,
              status: json.status,
              type: TYPES[json.status],
            });
            if (json.status === 'approved') emit('accounts-updated', { payment_id: json.payment_id });
            emit('close-fast-deposit-modal', { payment_id: json.payment_id });
            return json;
          }),
        );
      },
      destroy() {
        window.removeEventListener('message', onMessage);
        if (frame) frame.remove();
        frame = null;
        for (const set of handlers.values()) set.clear();
      },
    };
  }

  window.SportsbookPaymentProvider = { init, version: 1 };
})();
