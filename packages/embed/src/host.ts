import {
  envelope,
  type FromHostPayloads,
  type FromHostType,
  isToHostMessage,
  type ToHostPayloads,
  type ToHostType,
} from './messages.ts';

export interface MountOptions {
  /** Where the frame goes: an element or a CSS selector. */
  container: HTMLElement | string;
  /** The sportsbook page to open, e.g. `https://sportsbook.example/` or `.../de/soccer`. */
  url: string;
  /** The iframe's accessible title. */
  title?: string;
  /** Follow the frame's `page-size-changed` with the iframe's height (default true). */
  autoResize?: boolean;
  /** Smallest height in px the iframe keeps (default 400). */
  minHeight?: number;
}

/** The part of the frame the host's window shows: what the frame pins its fixed elements to. */
function visiblePart(iframe: HTMLIFrameElement): FromHostPayloads['viewport'] {
  const rect = iframe.getBoundingClientRect();
  const top = Math.max(0, rect.top);
  const bottom = Math.min(window.innerHeight, rect.bottom);
  return {
    width: Math.round(rect.width),
    height: Math.max(0, Math.round(bottom - top)),
    offsetTop: Math.max(0, Math.round(-rect.top)),
  };
}

type Handler<T extends ToHostType> = (payload: ToHostPayloads[T]) => void;

export interface Sportsbook {
  readonly iframe: HTMLIFrameElement;
  /** The frame's origin: only messages from it (and from its window) reach the handlers. */
  readonly origin: string;
  /** Sends a message to the frame (to its origin only). */
  send<T extends FromHostType>(type: T, payload: FromHostPayloads[T]): void;
  /** Listens to a message from the frame; returns the unsubscribe function. */
  on<T extends ToHostType>(type: T, handler: Handler<T>): () => void;
  /** Removes the frame and every listener. */
  destroy(): void;
}

/**
 * Mounts the sportsbook in an iframe of `options.container` and returns its typed channel:
 * messages from any other origin or window are ignored; the frame's height follows its content.
 */
export function mountSportsbook(options: MountOptions): Sportsbook {
  const container =
    typeof options.container === 'string'
      ? document.querySelector<HTMLElement>(options.container)
      : options.container;
  if (!container) throw new Error(`mountSportsbook: no container ${String(options.container)}`);
  const url = new URL(options.url, window.location.href);
  const origin = url.origin;
  const minHeight = options.minHeight ?? 400;
  const iframe = document.createElement('iframe');
  iframe.src = url.href;
  iframe.title = options.title ?? 'Sportsbook';
  iframe.setAttribute('allow', 'clipboard-write');
  iframe.style.cssText = `display:block;width:100%;border:0;height:${minHeight}px`;
  const handlers = new Map<ToHostType, Set<(payload: unknown) => void>>();

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    if (!isToHostMessage(event.data)) return;
    const message = event.data;
    if (message.type === 'page-size-changed' && options.autoResize !== false) {
      const height = Math.max(minHeight, Math.ceil(message.payload.height));
      iframe.style.height = `${height}px`;
      queueViewport();
    }
    if (message.type === 'initialized') queueViewport();
    for (const handler of handlers.get(message.type) ?? []) handler(message.payload);
  };
  // As the host scrolls or resizes, the frame learns which part of it shows (once per frame).
  let queued = false;
  const queueViewport = () => {
    if (queued || options.autoResize === false) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      iframe.contentWindow?.postMessage(envelope('viewport', visiblePart(iframe)), origin);
    });
  };
  window.addEventListener('message', onMessage);
  window.addEventListener('scroll', queueViewport, { passive: true });
  window.addEventListener('resize', queueViewport);
  container.appendChild(iframe);

  return {
    iframe,
    origin,
    send(type, payload) {
      iframe.contentWindow?.postMessage(envelope(type as FromHostType, payload as never), origin);
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      set.add(handler as (payload: unknown) => void);
      handlers.set(type, set);
      return () => set.delete(handler as (payload: unknown) => void);
    },
    destroy() {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('scroll', queueViewport);
      window.removeEventListener('resize', queueViewport);
      handlers.clear();
      iframe.remove();
    },
  };
}
