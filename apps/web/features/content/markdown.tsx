import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { LocaleLink } from '../i18n/locale-link.tsx';

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

/**
 * Markdown of a content page as React elements (react-markdown): raw HTML in the text is not
 * rendered and links with unsafe schemes (javascript:, data: …) lose their target.
 */
export function ContentMarkdown({ markdown }: { markdown: string }) {
  return <Markdown components={COMPONENTS}>{markdown}</Markdown>;
}
