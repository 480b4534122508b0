import type { FallbackKind } from './texts.ts';

/** Decorative scene per fallback page: a pitch with a symbol (404 ball off the field, error, lock, globe). */
export function FallbackIllustration({ kind }: { kind: FallbackKind }) {
  return (
    <svg viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`pitch-${kind}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--color-accent)" stopOpacity="0.35" />
          <stop offset="1" stopColor="var(--color-accent)" stopOpacity="0.08" />
        </linearGradient>
      </defs>
      <ellipse cx="120" cy="138" rx="104" ry="16" fill="var(--color-surface-3)" />
      <rect
        x="30"
        y="40"
        width="180"
        height="92"
        rx="10"
        fill={`url(#pitch-${kind})`}
        stroke="var(--color-border-strong)"
        strokeWidth="2"
      />
      <path d="M120 40v92" stroke="var(--color-border-strong)" strokeWidth="2" />
      <circle cx="120" cy="86" r="16" fill="none" stroke="var(--color-border-strong)" strokeWidth="2" />
      <rect
        x="30"
        y="66"
        width="22"
        height="40"
        fill="none"
        stroke="var(--color-border-strong)"
        strokeWidth="2"
      />
      <rect
        x="188"
        y="66"
        width="22"
        height="40"
        fill="none"
        stroke="var(--color-border-strong)"
        strokeWidth="2"
      />
      {kind === 'notFound' && (
        <g>
          <text
            x="120"
            y="30"
            textAnchor="middle"
            fontSize="30"
            fontWeight="800"
            fill="var(--color-text)"
            fontFamily="inherit"
          >
            404
          </text>
          <circle
            cx="206"
            cy="30"
            r="14"
            fill="var(--color-surface)"
            stroke="var(--color-text)"
            strokeWidth="2"
          />
          <path d="m206 22 7 5-3 8h-8l-3-8z" fill="var(--color-text)" />
          <path
            d="M178 44c8-6 14-10 20-12"
            stroke="var(--color-text-muted)"
            strokeWidth="2"
            strokeDasharray="3 4"
            fill="none"
          />
        </g>
      )}
      {kind === 'error' && (
        <g>
          <circle
            cx="120"
            cy="86"
            r="30"
            fill="var(--color-surface)"
            stroke="var(--color-live)"
            strokeWidth="3"
          />
          <path d="M120 70v20M120 100v2" stroke="var(--color-live)" strokeWidth="5" strokeLinecap="round" />
        </g>
      )}
      {kind === 'locked' && (
        <g>
          <path d="M104 80v-12a16 16 0 0 1 32 0v12" fill="none" stroke="var(--color-text)" strokeWidth="5" />
          <rect
            x="96"
            y="78"
            width="48"
            height="38"
            rx="6"
            fill="var(--color-surface)"
            stroke="var(--color-text)"
            strokeWidth="3"
          />
          <circle cx="120" cy="95" r="4" fill="var(--color-text)" />
          <path d="M120 98v8" stroke="var(--color-text)" strokeWidth="3" strokeLinecap="round" />
        </g>
      )}
      {kind === 'blocked' && (
        <g>
          <circle
            cx="120"
            cy="86"
            r="30"
            fill="var(--color-surface)"
            stroke="var(--color-text)"
            strokeWidth="3"
          />
          <path
            d="M90 86h60M120 56a46 46 0 0 1 0 60M120 56a46 46 0 0 0 0 60"
            stroke="var(--color-text)"
            strokeWidth="2"
            fill="none"
          />
          <path d="M99 65l42 42" stroke="var(--color-live)" strokeWidth="5" strokeLinecap="round" />
        </g>
      )}
    </svg>
  );
}
