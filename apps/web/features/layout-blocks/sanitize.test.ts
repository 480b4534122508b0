import { describe, expect, it, vi } from 'vitest';

// The guard module throws outside a React server build; here the sanitiser runs as plain Node.
vi.mock('server-only', () => ({}));

const { safeContentHtml } = await import('./sanitize.ts');

describe('render-side content sanitiser', () => {
  it.each([
    ['<p onclick="alert(1)">a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow">x</a>'],
    ['<svg onload=alert(1)>s</svg><img src=x onerror=alert(1)>', 's'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>ok', 'ok'],
  ])('renders %s as %s', (html, safe) => {
    expect(safeContentHtml(html)).toEqual({ __html: safe });
  });

  it('keeps allowlisted markup and https links', () => {
    expect(safeContentHtml('<h3>T</h3><p><a href="https://ok.test">ok</a></p>').__html).toBe(
      '<h3>T</h3><p><a href="https://ok.test" rel="noopener noreferrer nofollow">ok</a></p>',
    );
  });
});
