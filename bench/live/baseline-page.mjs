// The baseline of bench/live-render.mjs: a static page with the same outcomes as plain DOM (rows
// `li[data-match-id]`, one button per outcome marked `data-match-id` + `data-outcome-id`, the odds
// text in the button's last child), fed by the same push stream over a bare WebSocket (Centrifugo
// connect + subscribe by hand, no library), which keeps the newest odds per outcome and writes them
// in place once per animation frame. It counts each frame that changed something as a "commit"
// (window.__bench.commits).

const escapeHtml = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** Decimal odds text of odds ×1000, rounded half up to 2 places, like formatOdds in the domain package. */
const oddsText = (odds) => {
  const hundredths = Math.floor((odds + 5) / 10);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
};

/** `rows`: [{matchId, name, outcomes: [{id, name, odds}]}]; `token`: a push connection token. */
export function baselineHtml(rows, token) {
  const items = rows
    .map(
      (row) =>
        `<li data-match-id="${row.matchId}"><span class="name">${escapeHtml(row.name)}</span><div class="odds">${row.outcomes
          .map(
            (o) =>
              `<button type="button" data-key="${row.matchId}|${escapeHtml(o.id)}" data-match-id="${row.matchId}" data-outcome-id="${escapeHtml(o.id)}"><span class="label">${escapeHtml(o.name)}</span> <span>${oddsText(o.odds)}</span></button>`,
          )
          .join('')}</div></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>live baseline</title>
<style>
body{font:14px system-ui,sans-serif;margin:0}ul{list-style:none;margin:0;padding:0}
li{display:flex;justify-content:space-between;align-items:center;padding:6px 12px;border-bottom:1px solid #ddd}
.odds{display:flex;gap:4px}button{min-width:72px;padding:4px 8px;display:flex;flex-direction:column;align-items:center}
.label{font-size:11px;color:#666;max-width:90px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
</style></head>
<body><h1>Live</h1><ul>
${items}
</ul>
<script>
(() => {
  const token = ${JSON.stringify(token)};
  const elements = new Map();
  for (const button of document.querySelectorAll('button[data-key]')) elements.set(button.dataset.key, button.lastElementChild);
  const pending = new Map();
  let scheduled = false;
  const text = ${oddsText.toString()};
  function flush() {
    scheduled = false;
    let changed = 0;
    for (const [key, odds] of pending) {
      const el = elements.get(key);
      const next = text(odds);
      if (el && el.textContent !== next) {
        el.textContent = next;
        changed++;
      }
    }
    pending.clear();
    if (changed && window.__bench && window.__bench.measuring) window.__bench.commits++;
  }
  const ws = new WebSocket('ws://' + location.host + '/connection/websocket');
  ws.onopen = () => {
    ws.send(JSON.stringify({ id: 1, connect: { token, name: 'baseline' } }));
    ws.send(JSON.stringify({ id: 2, subscribe: { channel: 'public:en' } }));
  };
  ws.onmessage = (event) => {
    for (const line of String(event.data).split('\\n')) {
      if (line === '{}') { ws.send('{}'); continue; }
      if (!line) continue;
      const data = JSON.parse(line).push?.pub?.data;
      if (!data || data.event_name !== 'markets_changed') continue;
      for (const market of data.message.markets) {
        for (const outcome of market.outcomes) pending.set(data.message.match_id + '|' + outcome.id, outcome.odds);
      }
      if (!scheduled) { scheduled = true; requestAnimationFrame(flush); }
    }
  };
})();
</script></body></html>`;
}
