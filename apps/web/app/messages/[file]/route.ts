import { SUPPORTED_LOCALES } from '@sportsbook/domain';
import { namespaceMessages } from '@/features/i18n/messages.ts';
import { LAZY_NAMESPACES, type LazyNamespace, namespaceUrl } from '@/features/i18n/namespaces.ts';

// The catalogues client components load on first use (features/i18n/load-namespace.ts), built once.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileName = (namespace: LazyNamespace, locale: string) =>
  namespaceUrl(namespace, locale).split('/').pop();

export function generateStaticParams(): { file: string }[] {
  return LAZY_NAMESPACES.flatMap((namespace) =>
    SUPPORTED_LOCALES.map((locale) => ({ file: fileName(namespace, locale) ?? '' })),
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  for (const namespace of LAZY_NAMESPACES) {
    for (const locale of SUPPORTED_LOCALES) {
      if (fileName(namespace, locale) === file) return Response.json(namespaceMessages(namespace, locale));
    }
  }
  return new Response('Not found', { status: 404 });
}
