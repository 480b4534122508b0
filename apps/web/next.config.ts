import type { NextConfig } from 'next';
import { securityHeaderRules } from './features/layout/security-headers.ts';

const apiUrl = process.env.API_URL ?? 'http://localhost:4000';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@sportsbook/domain', '@sportsbook/contract'],
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
