import { localeDirection } from '@sportsbook/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { buildMetadata } from '../layout/metadata.ts';
import styles from './content.module.css';
import { ContentMarkdown } from './markdown.tsx';
import { contentPagePath, splitSections } from './pages.ts';
import { type ContentPage, loadContentPage } from './store.ts';

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
          <ContentMarkdown markdown={section} />
        </section>
      ))}
    </article>
  );
}
