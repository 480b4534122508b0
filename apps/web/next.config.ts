import type { NextConfig } from 'next';
import { securityHeaderRules } from './features/layout/security-headers.ts';
import { iconSpriteVersion } from './ui/icon-paths.ts';

const apiUrl = process.env.API_URL ?? 'http://localhost:4000';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  experimental: {
    // Issue 13 (first-load-js): fewer, larger client chunks compress better. Our shared code was cut
    // into six chunks of 5-17 kB each and Next's bootstrap into three; merged, the three pages' first
    // loads fell by 5.4 kB of gzip, and the chunks stay shared between routes (React DOM keeps its own).
    turbopackChunking: {
      minChunkSize: 500_000,
      maxChunkCountPerGroup: 2,
      requestCost: 1_000_000,
      maxMergeChunkSize: 1_000_000,
    },
    // Unused exports of CommonJS modules (Next's own client code) are dropped, and constants another
    // module exports are inlined where used (0.5 kB on every page).
    turbopackCjsTreeShaking: true,
    turbopackCrossModuleConstants: true,
  },
  poweredByHeader: false,
  // proxy.ts gets the URL the server resolves routes against, not one rebuilt with a 127.x host
  // turned into `localhost`: under `next start -H 127.0.0.1` a locale rewrite (/soccer → /en/soccer)
  // built on the rebuilt URL names another origin, is proxied back over HTTP and redirected to
  // itself in a loop. The rewrite must keep the server's own origin to stay inside it.
  skipProxyUrlNormalize: true,
  transpilePackages: ['@sportsbook/domain', '@sportsbook/contract', '@sportsbook/embed'],
  // The icon sprite's content hash, in every <Icon>'s URL (ui/icon.tsx): a new drawing, a new URL.
  env: { ICON_SPRITE_VERSION: iconSpriteVersion() },
  async rewrites() {
    // `next start` proxies WebSocket upgrades through rewrites too, so /connection/websocket works.
    return [
      { source: '/api/:path*', destination: `${apiUrl}/api/:path*` },
      { source: '/connection/:path*', destination: `${apiUrl}/connection/:path*` },
    ];
  },
  async headers() {
    // The Content-Security-Policy carries a per-request nonce, so proxy.ts sets it.
    return securityHeaderRules();
  },
};

export default nextConfig;
