import {
  acceptsFrom,
  envelope,
  type FromHostMessage,
  isFromHostMessage,
  type ToHostPayloads,
  type ToHostType,
} from '@sportsbook/embed/messages';

/** What the channel needs of the frame's window (a fake one in unit tests). */
export interface FrameWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void } | null;
  location: { ancestorOrigins?: { length: number; [index: number]: string } | undefined };
  document: { referrer: string };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface HostChannel {
  /** The embedding page's origin when it is in the allowlist, else null (then nothing is posted). */
  readonly hostOrigin: string | null;
  post<T extends ToHostType>(type: T, payload: ToHostPayloads[T]): void;
  /** Messages from the parent window that pass the origin rule; returns the unsubscribe function. */
  listen(handler: (message: FromHostMessage) => void): () => void;
}

/** The parent page's origin as the browser tells it (ancestorOrigins, else the referrer). */
export function parentOriginOf(win: FrameWindow): string | null {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

/**
 * The frame's side of the host messages (SPEC §5, §7): posts only to the parent's origin, and only
 * when that origin is allowed by name (a wildcard never receives the player's data); accepts a
 * message only from the parent window and under `acceptsFrom` (wildcard: session init and token).
 */
export function createHostChannel(win: FrameWindow, allowlist: readonly string[]): HostChannel {
  const parentOrigin = parentOriginOf(win);
  const hostOrigin = parentOrigin && allowlist.includes(parentOrigin) ? parentOrigin : null;
  return {
    hostOrigin,
    post(type, payload) {
      if (hostOrigin && win.parent)
        win.parent.postMessage(envelope(type as ToHostType, payload as never), hostOrigin);
    },
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        if (!win.parent || event.source !== (win.parent as unknown)) return;
        if (!isFromHostMessage(event.data)) return;
        if (!acceptsFrom(allowlist, event.origin, event.data.type)) return;
        handler(event.data);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}

/** A path of this site from a host message: same-origin relative paths only ("/soccer", not "//x" or a URL). */
export function internalPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    return null;
  return path.length <= 512 ? path : null;
}
