import { localeDirection } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { LocaleLink } from '../i18n/locale-link.tsx';
import { buildMetadata } from '../layout/metadata.ts';
import styles from './content.module.css';
import { contentPagePath, splitSections } from './pages.ts';
import { type ContentPage, loadContentPage } from './store.ts';

/** Site links become locale links ("/general-rules" → "/de/general-rules"); others open as they are. */
function ContentLink({
  href = '',
  children,
  node: _node,
  ...rest
}: ComponentProps<'a'> & { node?: unknown }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <LocaleLink href={href} {...rest}>
        {children}
      </LocaleLink>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...rest} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

// The page title is the only h1; a `#` heading in the body reads as a section.
const COMPONENTS: Components = { a: ContentLink, h1: 'h2' };

/** A page's Markdown, or a 404 when the page does not exist (unknown slug, not configured, no file). */
export async function requireContentPage(slug: string, locale: string): Promise<ContentPage> {
  const page = await loadContentPage(slug, locale);
  if (!page) notFound();
  return page;
}

/** Title, description, canonical and alternates of a content page; nothing for a missing page (it 404s). */
export async function contentPageMetadata(slug: string, locale: string): Promise<Metadata> {
  const page = await loadContentPage(slug, locale);
  if (!page) return {};
  return buildMetadata({
    locale,
    path: contentPagePath(slug),
    title: page.title,
    description: page.description,
  });
}

/**
 * A content page rendered on the server from Markdown (react-markdown: raw HTML in the file is not
 * rendered, unsafe link schemes are dropped). A page shown in the English fallback says so with
 * `lang` and `dir`, so screen readers and the layout read it right inside an Arabic page.
 */
export async function ContentPageView({ slug, locale }: { slug: string; locale: string }) {
  const page = await requireContentPage(slug, locale);
  const foreign = page.locale !== locale;
  return (
    <article
      className={styles.page}
      data-content-page={slug}
      data-content-locale={page.locale}
      {...(foreign ? { lang: page.locale, dir: localeDirection(page.locale) } : {})}
    >
      <header className={styles.header}>
        <h1 className={styles.title}>{page.title}</h1>
        {page.description ? <p className={styles.lead}>{page.description}</p> : null}
      </header>
      {splitSections(page.body).map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections of one file, in file order
        <section key={index} className={styles.section}>
          <Markdown components={COMPONENTS}>{section}</Markdown>
        </section>
      ))}
    </article>
  );
}
