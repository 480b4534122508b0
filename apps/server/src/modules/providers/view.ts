import { escapeHtml, ownPageCsp } from '../../lib/html.ts';

/**
 * The emulated provider's page: it runs in the product page's iframe (same origin through the web
 * server's /api proxy) under its own strict policy: no inline script or style, only its files.
 */
export const PLAY_CSP = ownPageCsp("'none'");

/** The page shell; play.js redeems the token of its URL and draws the product. */
export function playPage(provider: string, title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="../assets/play.css">
</head>
<body data-provider="${escapeHtml(provider)}">
<main>
<p class="provider">Emulated provider (demo)</p>
<h1 id="title">${escapeHtml(title)}</h1>
<p id="balance" class="balance" data-testid="provider-balance"></p>
<form id="stake-form" hidden>
<fieldset>
<legend id="market"></legend>
<div id="selections" class="selections"></div>
</fieldset>
<label for="stake">Stake</label>
<input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="1.00" required>
<button type="submit" id="place">Place stake</button>
</form>
<section id="round" class="round" hidden>
<p id="round-text"></p>
<button type="button" id="settle"></button>
<button type="button" id="again" class="secondary" hidden>New stake</button>
</section>
<p id="status" class="status" role="status" aria-live="polite"></p>
</main>
<script src="../assets/play.js"></script>
</body>
</html>
`;
}
