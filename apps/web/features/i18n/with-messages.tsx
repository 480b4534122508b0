import type { ReactNode } from 'react';
import { getClientMessages } from './messages.ts';
import type { LazyNamespace } from './namespaces.ts';
import { MessagesScope } from './provider.tsx';

/**
 * Server component: sends lazy namespaces with the client components it wraps (a page or widget that
 * renders them on the server), so they hydrate without a fetch.
 */
export function WithMessages({
  locale,
  namespaces,
  children,
}: {
  locale: string;
  namespaces: readonly LazyNamespace[];
  children: ReactNode;
}) {
  return (
    <MessagesScope messages={getClientMessages(locale, namespaces)} namespaces={namespaces}>
      {children}
    </MessagesScope>
  );
}
