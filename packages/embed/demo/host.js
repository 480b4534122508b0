// The ten lines an operator writes (see ../README.md), plus this demo's status bar and controls.
const { mountSportsbook } = window.SportsbookEmbed;
// The frame starts the embedded session at /init-sportsbook, then shows `path` (this page's own
// `?path=`, e.g. http://localhost:3001/?path=/live): the player's first page is already signed in.
const path = new URLSearchParams(window.location.search).get('path') ?? '/';
const sportsbookUrl = document.body.dataset.sportsbookUrl.replace(/\/$/, '');
const sportsbook = mountSportsbook({
  container: '#sportsbook',
  url: `${sportsbookUrl}/init-sportsbook?path=${encodeURIComponent(path)}`,
  title: 'Sportsbook',
});
// The casino's own session (here: this tab's storage) hands its token over right after mount: the
// frame hears messages from `initialized` on, and a frame that is not signed in yet gets the token.
const TOKEN_KEY = 'demo-casino.token';
const storedToken = () => sessionStorage.getItem(TOKEN_KEY);
sportsbook.on('initialized', (p) => {
  sportsbook.send('iframe_integration', { enabled: true });
  if (storedToken() && !p.signedIn) sportsbook.send('set_auth_token', { token: storedToken() });
});
window.demoSportsbook = sportsbook; // for the browser tests and the console

const $ = (id) => document.getElementById(id);
const log = (line) => {
  $('log').textContent = `${new Date().toISOString().slice(11, 19)} ${line}\n${$('log').textContent}`.slice(
    0,
    4000,
  );
};
if (storedToken()) $('player').textContent = sessionStorage.getItem(`${TOKEN_KEY}.name`) ?? 'signed in';
const money = (subunits, currency) => `${(subunits / 100).toFixed(2)} ${currency}`;

sportsbook.on('balance-changed', (p) => {
  $('balance').textContent = money(p.balance_subunits, p.currency);
});
sportsbook.on('bet-slip-state-changed', (p) => {
  $('slip').textContent = String(p.selections);
});
sportsbook.on('page-loaded', (p) => {
  $('page').textContent = p.path;
});
// Sign-in, sign-up and deposit are the host's: the frame asks, the host does it.
sportsbook.on('sign-in', () => $('sign-in').querySelector('input[name=email]').focus());
sportsbook.on('sign-up', () => log('sign-up asked: the casino would open its registration'));
sportsbook.on('deposit', () => log('deposit asked: the casino would open its cashier'));
for (const type of [
  'initialized',
  'page-loaded',
  'page-size-changed',
  'balance-changed',
  'bet-slip-state-changed',
  'top-event-clicked',
  'notify-modal-triggered',
  'notify-currency-changed',
  'sign-in',
  'sign-up',
  'deposit',
]) {
  sportsbook.on(type, (payload) => log(`${type} ${JSON.stringify(payload)}`));
}

$('sign-in').addEventListener('submit', async (event) => {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  const answer = await fetch('/host/sign-in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
  });
  const body = await answer.json();
  if (!answer.ok) {
    $('player').textContent = `sign-in failed: ${body.error}`;
    return;
  }
  $('player').textContent = body.name;
  sessionStorage.setItem(TOKEN_KEY, body.token);
  sessionStorage.setItem(`${TOKEN_KEY}.name`, body.name);
  sportsbook.send('set_auth_token', { token: body.token });
});
$('open-slip').addEventListener('click', () => sportsbook.send('open_bet_slip', {}));
$('go-live').addEventListener('click', () => sportsbook.send('page_changed', { path: '/live' }));
$('locale').addEventListener('change', (e) => sportsbook.send('change_locale', { locale: e.target.value }));
$('odds').addEventListener('change', (e) => sportsbook.send('odds_changed', { format: e.target.value }));
