// The in-page probe of bench/live-render.mjs, installed with page.addInitScript before any page
// script runs, identically on our page and on the baseline page:
// - Frames that wrote odds: animation frames (a rAF counter while measuring) in which the
//   MutationObserver below saw an odds element change; the same count on both pages.
// - React commits: a minimal __REACT_DEVTOOLS_GLOBAL_HOOK__ whose onCommitFiberRoot counts (React
//   DOM calls it in production builds too). The baseline page counts its own rAF batches instead.
// - Long tasks: a PerformanceObserver for 'longtask' (> 50 ms).
// - The push socket: WebSocket is wrapped so /connection/websocket goes to the bench's hub, and
//   every frame is read (before the page's own handler) to note, per outcome, each new odds value with
//   the publication's `bench_sent` stamp (epoch ms at publish in the hub process).
// - Feed-to-DOM latency: a MutationObserver; when an odds element shows a value that was sent, the
//   latency is now − bench_sent (values superseded before any frame showed them are not counted).
// Odds elements: buttons marked `data-match-id` + `data-outcome-id` (both pages mark them), else the
// `button`s of the `li[data-match-id]` row in outcome order; the last child of a button holds the
// odds text ("2.73", maybe with an arrow).

/**
 * Runs in the page (serialised by Playwright): `hubUrl` replaces the page's push URL; `reactHook`
 * false leaves React's devtools hook out (to check that counting commits costs nothing).
 */
export function probe({ hubUrl, reactHook = true }) {
  const now = () => performance.timeOrigin + performance.now();
  const B = {
    measuring: false,
    commits: 0,
    frameNo: 0,
    domFrames: 0,
    lastDomFrame: -1,
    longTasks: 0,
    longTaskMs: 0,
    latencies: [],
    sentUpdates: 0,
    frames: 0,
    pending: new Map(),
    lastOdds: new Map(),
    buttons: new Map(),
    now,
    /** Maps odds buttons to outcome keys; `rows`: [[matchId, [[outcomeId, odds], ...]], ...]. */
    setup(rows) {
      let mapped = 0;
      const problems = [];
      for (const [matchId, outcomes] of rows) {
        const marked = outcomes.map(([outcomeId]) =>
          document.querySelector(
            `button[data-match-id="${matchId}"][data-outcome-id="${CSS.escape(String(outcomeId))}"]`,
          ),
        );
        const row = document.querySelector(`li[data-match-id="${matchId}"]`);
        const buttons = marked.every(Boolean) ? marked : row ? [...row.querySelectorAll('button')] : [];
        if (buttons.length !== outcomes.length) {
          problems.push(`match ${matchId}: ${buttons.length} buttons for ${outcomes.length} outcomes`);
          continue;
        }
        outcomes.forEach(([outcomeId, odds], i) => {
          const key = `${matchId}|${outcomeId}`;
          B.buttons.set(buttons[i], key);
          B.lastOdds.set(key, odds);
          const shown = B.oddsOf(buttons[i]);
          if (shown !== Math.floor((odds + 5) / 10) * 10)
            problems.push(`${key}: shows ${shown}, expected ${odds}`);
          mapped++;
        });
      }
      new MutationObserver(B.onMutations).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      return { mapped, problems: problems.slice(0, 5), problemCount: problems.length };
    },
    oddsOf(button) {
      const m = /(\d+)\.(\d\d)/.exec(button.lastElementChild?.textContent ?? '');
      return m ? Number(m[1]) * 1000 + Number(m[2]) * 10 : null;
    },
    start() {
      B.commits = 0;
      B.domFrames = 0;
      B.lastDomFrame = -1;
      B.longTasks = 0;
      B.longTaskMs = 0;
      B.latencies = [];
      B.sentUpdates = 0;
      B.frames = 0;
      B.pending.clear();
      B.startedAt = now();
      B.measuring = true;
      const tick = () => {
        if (!B.measuring) return;
        B.frameNo++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    stop() {
      B.measuring = false;
      return {
        seconds: (now() - B.startedAt) / 1000,
        commits: B.commits,
        domFrames: B.domFrames,
        longTasks: B.longTasks,
        longTaskMs: B.longTaskMs,
        latencies: B.latencies,
        sentUpdates: B.sentUpdates,
        frames: B.frames,
      };
    },
    onFrame(data) {
      if (typeof data !== 'string' || !data.includes('"bench_sent"')) return;
      for (const line of data.split('\n')) {
        if (!line.includes('"bench_sent"')) continue;
        const message = JSON.parse(line).push?.pub?.data?.message;
        if (!message) continue;
        if (B.measuring) B.frames++;
        for (const market of message.markets) {
          for (const outcome of market.outcomes) {
            const key = `${message.match_id}|${outcome.id}`;
            if (B.lastOdds.get(key) === outcome.odds) continue;
            B.lastOdds.set(key, outcome.odds);
            if (!B.measuring) continue;
            B.sentUpdates++;
            let list = B.pending.get(key);
            if (!list) {
              list = [];
              B.pending.set(key, list);
            }
            list.push(outcome.odds, message.bench_sent);
          }
        }
      }
    },
    onMutations(records) {
      if (!B.measuring) return;
      const at = now();
      const touched = new Set();
      for (const record of records) {
        const el = record.target.nodeType === 1 ? record.target : record.target.parentElement;
        const button = el?.closest('button');
        if (button && B.buttons.has(button)) touched.add(button);
      }
      if (touched.size > 0 && B.lastDomFrame !== B.frameNo) {
        B.lastDomFrame = B.frameNo;
        B.domFrames++;
      }
      for (const button of touched) {
        const list = B.pending.get(B.buttons.get(button));
        if (!list) continue;
        const odds = B.oddsOf(button);
        for (let i = list.length - 2; i >= 0; i -= 2) {
          if (list[i] !== odds) continue;
          B.latencies.push(at - list[i + 1]);
          list.splice(0, i + 2);
          break;
        }
      }
    },
  };
  window.__bench = B;

  if (reactHook)
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject(renderer) {
        const id = this.renderers.size + 1;
        this.renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot() {
        if (B.measuring) B.commits++;
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onScheduleFiberRoot() {},
      checkDCE() {},
    };

  new PerformanceObserver((list) => {
    if (!B.measuring) return;
    for (const entry of list.getEntries()) {
      B.longTasks++;
      B.longTaskMs += entry.duration;
    }
  }).observe({ type: 'longtask' });

  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class BenchWebSocket extends NativeWebSocket {
    constructor(url, protocols) {
      super(String(url).includes('/connection/websocket') ? hubUrl : url, protocols);
      this.addEventListener('message', (event) => B.onFrame(event.data));
    }
  };
}
