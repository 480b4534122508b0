import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml, sanitizeLayout } from '../../src/modules/content/sanitize.ts';

// The usual XSS payloads (OWASP filter-evasion cheat sheet and friends): none may leave anything that
// runs: no script element, no event handler attribute, no javascript:/data:/vbscript: URL, no style,
// no svg/math/iframe/object/embed/form/meta/base/link element.
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//xss.test/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)" onmouseover=alert(1)>hover</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.test/x">x</a>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "javascript:alert(1)";</style>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<a href="https://ok.test" onclick="alert(1)" target="_blank" style="color:red">ok</a>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '"><script>alert(1)</script>',
  '<template><script>alert(1)</script></template>',
];

const EXECUTABLE = [
  /<\s*(script|svg|math|iframe|object|embed|form|meta|base|link|style|img|input|video|source|body|details|template|noscript)\b/i,
  /\son[a-z]+\s*=/i,
  /(javascript|vbscript|data):/i,
  /\sstyle\s*=/i,
  /\ssrcdoc\s*=/i,
  /href="\/\//i,
];

describe('content sanitiser', () => {
  it.each(PAYLOADS)('leaves nothing executable of %s', (payload) => {
    const clean = sanitizeContentHtml(payload);
    for (const pattern of EXECUTABLE) expect(clean, `${payload} → ${clean}`).not.toMatch(pattern);
  });

  it('keeps the allowlisted structure and safe links, with rel set', () => {
    expect(
      sanitizeContentHtml(
        '<h2>Cup</h2><p><strong>Double</strong> odds, <em>today</em>: <a href="https://ok.test/x" title="T">terms</a> or <a href="mailto:help@ok.test">mail</a></p><ul><li>one</li></ul>',
      ),
    ).toBe(
      '<h2>Cup</h2><p><strong>Double</strong> odds, <em>today</em>: <a href="https://ok.test/x" title="T" rel="noopener noreferrer nofollow">terms</a> or <a href="mailto:help@ok.test" rel="noopener noreferrer nofollow">mail</a></p><ul><li>one</li></ul>',
    );
  });

  it('sanitises the HTML of text, banner and modal blocks of a document, and nothing else', () => {
    const doc = sanitizeLayout({
      schema_version: 1,
      variant: 'default',
      blocks: [
        { id: 't', type: 'text', settings: { html: '<p>a<script>x</script></p>' } },
        { id: 'b', type: 'banner', settings: { title: '<b>kept as text</b>', html: '<i onclick=x>b</i>' } },
        { id: 'm', type: 'modal', settings: { trigger: 'T', title: 'T', html: '<svg onload=x>m</svg>' } },
      ],
    });
    expect(doc.blocks.map((b) => ('html' in b.settings ? b.settings.html : null))).toEqual([
      '<p>a</p>',
      '<i>b</i>',
      'm',
    ]);
    // Titles are plain text: React escapes them on render.
    expect(doc.blocks[1]?.settings).toMatchObject({ title: '<b>kept as text</b>' });
  });
});
