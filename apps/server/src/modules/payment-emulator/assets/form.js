// The emulated provider's card form and 3-D Secure page (served as a file: the pages allow no inline
// script). It talks to the page that embeds it with postMessage, targeted at that page's exact origin:
// the iframe is same-origin through the web server's /api proxy, so the parent's origin is this
// page's own. Messages: {source: 'sportsbook-cashier', event, payload}; events of SPEC §7 "Payment
// provider script": render-form, submit, notification {payment_id, status, type}, accounts-updated,
// redirect {route}, change-payment-action {action}, close-fast-deposit-modal.
(() => {
  const SOURCE = 'sportsbook-cashier';
  const origin = window.location.origin;
  const body = document.body;
  const paymentId = body.dataset.paymentId;
  const statusLine = document.getElementById('status');
  // On a full page (not framed) the form sends the player back to the site's return pages (SPEC §2).
  const returnPath = body.dataset.returnPath || '';
  const topLevel = window.top === window.self;
  const RESULTS = { approved: 'success', declined: 'error', pending: 'pending' };
  const TYPES = { approved: 'success', declined: 'error', pending: 'warning', challenge: 'warning' };
  const TEXT = {
    approved: 'Payment approved. Your balance is updated.',
    declined: 'Payment declined. Your balance is unchanged.',
    pending: 'Payment pending. We will tell you when it is approved.',
    challenge: 'Your bank asks for a 3-D Secure check.',
  };

  function emit(event, payload) {
    if (window.parent === window) return;
    window.parent.postMessage({ source: SOURCE, event, payload: payload || {} }, origin);
  }

  function show(text, status) {
    statusLine.textContent = text;
    statusLine.dataset.status = status || '';
  }

  function post(path, data) {
    return fetch(new URL(path, window.location.href), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(data),
    }).then((res) =>
      res.json().then((json) => {
        if (!res.ok) throw new Error(json?.message ? json.message : 'Payment failed');
        return json;
      }),
    );
  }

  // The server checked return_path (site-relative); only this origin is ever navigated to.
  function returnTo(status) {
    if (!topLevel || !returnPath || !RESULTS[status]) return false;
    const target = new URL(`${returnPath}/${RESULTS[status]}`, origin);
    if (target.origin !== origin) return false;
    target.searchParams.set('payment_id', paymentId);
    window.location.assign(target.toString());
    return true;
  }

  function finished(result) {
    const status = result.status;
    show(TEXT[status] || status, status);
    if (returnTo(status)) return;
    emit('notification', { payment_id: paymentId, status, type: TYPES[status] || 'warning' });
    if (status === 'approved') emit('accounts-updated', { payment_id: paymentId });
    if (status === 'pending') poll(0);
  }

  // A pending payment: ask the emulator until it is approved or declined (every 2 s, at most 2 min).
  function poll(attempt) {
    if (attempt > 60) return;
    setTimeout(() => {
      fetch(new URL(`status?payment_id=${encodeURIComponent(paymentId)}`, window.location.href))
        .then((res) => res.json())
        .then((result) => {
          if (result.status === 'approved' || result.status === 'declined') finished(result);
          else poll(attempt + 1);
        })
        .catch(() => poll(attempt + 1));
    }, 2000);
  }

  function busy(on) {
    for (const el of document.querySelectorAll('form input, form button, [data-outcome]')) el.disabled = on;
  }

  // The product links ask the embedding page to navigate: on a full page there is none to ask.
  const links = document.querySelector('.links');
  if (topLevel && links) links.hidden = true;

  for (const link of document.querySelectorAll('[data-redirect]')) {
    link.addEventListener('click', () => {
      emit('redirect', { route: link.dataset.redirect });
    });
  }

  if (body.dataset.page === 'form') {
    const form = document.getElementById('card-form');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const data = {
        payment_id: paymentId,
        card_number: form.elements.card_number.value.trim(),
        expiry: form.elements.expiry.value.trim(),
        cvc: form.elements.cvc.value.trim(),
      };
      emit('submit', { payment_id: paymentId });
      busy(true);
      show('Processing…', 'processing');
      post('pay', data)
        .then((result) => {
          if (result.status === 'challenge' && result.challenge_url) {
            emit('change-payment-action', { payment_id: paymentId, action: 'challenge' });
            emit('notification', { payment_id: paymentId, status: 'challenge', type: 'warning' });
            const challenge = new URL(result.challenge_url, window.location.href);
            if (returnPath) challenge.searchParams.set('return_path', returnPath);
            window.location.assign(challenge.toString());
            return;
          }
          finished(result);
        })
        .catch((err) => {
          busy(false);
          show(err.message, 'error');
        });
    });
  }

  if (body.dataset.page === 'challenge') {
    for (const button of document.querySelectorAll('[data-outcome]')) {
      button.addEventListener('click', () => {
        busy(true);
        post('challenge', { payment_id: paymentId, outcome: button.dataset.outcome })
          .then(finished)
          .catch((err) => {
            busy(false);
            show(err.message, 'error');
          });
      });
    }
  }

  emit('render-form', { payment_id: paymentId, page: body.dataset.page });
})();
