import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n/provider.tsx';
import { ContentMarkdown } from './markdown.tsx';

// Site links are LocaleLinks, which prefetch through the app router on intent; a page always has one,
// this render does not.
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch: () => {} }) }));

function html(markdown: string): string {
  return renderToStaticMarkup(
    <I18nProvider locale="de" messages={{}}>
      <ContentMarkdown markdown={markdown} />
    </I18nProvider>,
  );
}

describe('content Markdown', () => {
  it('never renders raw HTML or script links from a page file', () => {
    const out = html(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '<a href="#" onclick="alert(1)">x</a>',
        '[click](javascript:alert(1)) [data](data:text/html,<script>alert(1)</script>)',
      ].join('\n\n'),
    );
    // Raw HTML stays visible as text (escaped), never as an element; unsafe link targets are emptied.
    expect(out).not.toMatch(/<script|<img/i);
    expect(out).not.toMatch(/<[a-z]+[^>]*\son\w+=/i);
    expect(out).not.toMatch(/href="(javascript|data|#)/i);
    expect(out).toContain('&lt;script&gt;');
  });

  it('gives site links the locale, leaves mail and web links as they are, and keeps one h1 per page', () => {
    const out = html(
      '# Rules\n\nSee [rules](/general-rules), [mail](mailto:help@example.com), [web](https://example.com).',
    );
    expect(out).toContain('<h2>Rules</h2>');
    expect(out).toContain('href="/de/general-rules"');
    expect(out).toContain('href="mailto:help@example.com"');
    expect(out).toContain('href="https://example.com" rel="noopener noreferrer"');
  });
});
