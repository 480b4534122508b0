// The emulated provider's page (served as a file: the page allows no inline script). It redeems the
// one-time token of its URL for a provider session, removes the token from the address, then takes
// stakes and settles rounds through the provider's endpoints; the wallet pushes every balance change
// to the sportsbook page around it (its header balance follows).
(() => {
  const provider = document.body.dataset.provider;
  const base = `../${provider}`;
  const $ = (id) => document.getElementById(id);
  const state = { session: null, currency: '', subunits: 2, round: null, settleLabel: '' };

  function show(text, kind) {
    $('status').textContent = text;
    $('status').dataset.status = kind || '';
  }

  function money(amount) {
    const digits = state.subunits;
    const sign = amount < 0 ? '-' : '';
    const text = String(Math.abs(amount)).padStart(digits + 1, '0');
    const units = digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
    return `${sign}${units} ${state.currency}`;
  }

  // "2.5" → 250 subunits, exactly (no floating point): null when not a positive amount.
  function subunitsOf(input) {
    const text = input.trim().replace(',', '.');
    const digits = state.subunits;
    const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
    if (!pattern.test(text)) return null;
    const [whole, fraction = ''] = text.split('.');
    const value = Number(whole + fraction.padEnd(digits, '0'));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  }

  function call(path, body) {
    const headers = { 'content-type': 'application/json' };
    if (state.session) headers.authorization = `Bearer ${state.session}`;
    return fetch(new URL(path, window.location.href), {
      method: 'POST',
      headers,
      credentials: 'omit',
      body: JSON.stringify(body || {}),
    }).then((res) =>
      res.json().then((json) => {
        if (!res.ok) throw new Error(json?.message ? json.message : 'Request failed');
        return json;
      }),
    );
  }

  // After a stake or a win the sportsbook page around the frame (same origin) refetches its balance.
  function setBalance(balance, moved) {
    $('balance').textContent = `Balance: ${money(balance)}`;
    if (moved && window.parent !== window) {
      window.parent.postMessage({ source: 'sportsbook-provider', event: 'balance' }, window.location.origin);
    }
  }

  function drawSelections(session) {
    $('market').textContent = session.market;
    const box = $('selections');
    for (const [i, s] of session.selections.entries()) {
      const label = document.createElement('label');
      label.className = 'selection';
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'selection';
      input.value = s.id;
      input.checked = i === 0;
      const name = document.createElement('span');
      name.textContent = s.name;
      const odds = document.createElement('span');
      odds.className = 'odds';
      odds.textContent = (s.odds / 1000).toFixed(2);
      label.append(input, name, odds);
      box.append(label);
    }
  }

  function newTransactionId() {
    return window.crypto.randomUUID().replaceAll('-', '');
  }

  function onStake(event) {
    event.preventDefault();
    const stake = subunitsOf($('stake').value);
    const picked = document.querySelector('input[name="selection"]:checked');
    if (stake === null || !picked) {
      show('Enter a stake, for example 1.00, and pick a selection.', 'error');
      return;
    }
    $('place').disabled = true;
    call(`${base}/stakes`, { transaction_id: newTransactionId(), selection: picked.value, stake })
      .then((round) => {
        state.round = round;
        setBalance(round.balance, true);
        $('stake-form').hidden = true;
        $('round').hidden = false;
        $('again').hidden = true;
        $('settle').hidden = false;
        $('round-text').textContent =
          `Stake of ${money(round.stake)} accepted at ${(round.odds / 1000).toFixed(2)}.`;
        $('settle').textContent = state.settleLabel;
        show('Stake accepted.', 'success');
      })
      .catch((err) => show(err.message, 'error'))
      .finally(() => {
        $('place').disabled = false;
      });
  }

  function onSettle() {
    $('settle').disabled = true;
    call(`${base}/rounds/${encodeURIComponent(state.round.round_id)}/settle`)
      .then((round) => {
        setBalance(round.balance, round.status === 'won');
        const text =
          round.status === 'won'
            ? `Result: ${round.result}. You won ${money(round.payout)}.`
            : `Result: ${round.result}. No win this time.`;
        $('round-text').textContent = text;
        $('settle').hidden = true;
        $('again').hidden = false;
        show(text, round.status === 'won' ? 'success' : '');
      })
      .catch((err) => show(err.message, 'error'))
      .finally(() => {
        $('settle').disabled = false;
      });
  }

  // The sportsbook passes its theme in the fragment (#theme=dark|light); the system's otherwise.
  const theme = new URLSearchParams(window.location.hash.slice(1)).get('theme');
  if (theme === 'dark' || theme === 'light') document.documentElement.dataset.theme = theme;
  const token = new URLSearchParams(window.location.search).get('token');
  window.history.replaceState(null, '', window.location.pathname);
  if (!token) {
    show('This launch link has no token. Open the product from the sportsbook again.', 'error');
    return;
  }
  call(`${base}/sessions`, { token })
    .then((session) => {
      Object.assign(state, {
        session: session.session,
        currency: session.currency,
        subunits: session.subunits,
        settleLabel: session.settle_label,
      });
      setBalance(session.balance);
      drawSelections(session);
      $('stake-form').hidden = false;
      $('stake-form').addEventListener('submit', onStake);
      $('settle').addEventListener('click', onSettle);
      $('again').addEventListener('click', () => {
        $('round').hidden = true;
        $('stake-form').hidden = false;
        show('');
      });
    })
    .catch((err) => show(`${err.message}. Open the product from the sportsbook again.`, 'error'));
})();
