import { LocaleLink } from '../i18n/locale-link.tsx';
import { contentPagePath } from './pages.ts';
import { footerPages, loadContentPage } from './store.ts';

/** Footer list items of the custom pages configured with `footer: true`, each named by its title. */
export async function ContentFooterLinks({ locale }: { locale: string }) {
  const pages = await Promise.all((await footerPages()).map((slug) => loadContentPage(slug, locale)));
  return pages.map((page) =>
    page && page.title !== '' ? (
      <li key={page.slug}>
        <LocaleLink
          href={contentPagePath(page.slug)}
          {...(page.locale === locale ? {} : { lang: page.locale })}
        >
          {page.title}
        </LocaleLink>
      </li>
    ) : null,
  );
}
