import type { LayoutDocument } from '@sportsbook/contract';
import type { Metadata } from 'next';
import { getT } from '../i18n/messages.ts';
import { buildMetadata } from '../layout/metadata.ts';
import { LayoutPage } from './blocks.tsx';
import { PreviewNotice } from './preview-notice.tsx';
import { getCustomLayout } from './server.ts';
import { type BlockContext, blockContext } from './types.ts';

// Custom pages from a block document (SPEC §2 "more custom pages can be added by configuration"):
// an operator PUTs /api/content/layouts/<slug> and /pages/<slug> shows it, no rebuild. A Markdown
// page configured under the same slug comes first (features/content).

/** Title and description of a block page: its first label with text (level 1 first), else its first banner. */
export function layoutPageTitle(
  document: LayoutDocument,
  ctx: BlockContext,
): { title?: string; description?: string } {
  const visible = document.blocks.filter((block) => !block.hidden);
  const labels = visible.flatMap((block) => (block.type === 'label' && block.settings.text ? [block] : []));
  const label = labels.find((block) => block.settings.level === 1) ?? labels[0];
  if (label?.settings.text) {
    const { text, subtitle } = label.settings;
    return { title: ctx.text(text), ...(subtitle ? { description: ctx.text(subtitle) } : {}) };
  }
  const banner = visible.find((block) => block.type === 'banner');
  return banner?.type === 'banner' ? { title: ctx.text(banner.settings.title) } : {};
}

/** Metadata of a custom block page (never indexed under preview); null when no document is stored. */
export async function customLayoutMetadata(
  slug: string,
  locale: string,
  preview?: string,
): Promise<Metadata | null> {
  const document = await getCustomLayout(slug, preview);
  if (!document) return null;
  const found = layoutPageTitle(document, blockContext(locale, getT(locale), 'page'));
  // Without a label or banner: the slug as words ("summer-cup" → "summer cup").
  const title = found.title ?? slug.replaceAll('-', ' ');
  return buildMetadata({
    locale,
    path: `/pages/${slug}`,
    title,
    description: found.description ?? title,
    noindex: preview !== undefined,
  });
}

/** A page drawn from its layout document (home, a custom page), with the preview notice under a token. */
export function LayoutDocumentPage({
  document,
  locale,
  preview,
}: {
  document: LayoutDocument;
  locale: string;
  preview?: string | undefined;
}) {
  const t = getT(locale);
  return (
    <LayoutPage
      document={document}
      ctx={blockContext(locale, t, 'page')}
      notice={preview ? <PreviewNotice text={t('layout.preview')} /> : undefined}
    />
  );
}
