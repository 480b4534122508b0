import type { NextConfig } from 'next';

const apiUrl = process.env.API_URL ?? 'http://localhost:4000';

// The Content-Security-Policy carries a per-request nonce, so proxy.ts sets it; these are the
// headers that are the same on every response.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

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
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
