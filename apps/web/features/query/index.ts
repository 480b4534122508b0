export { getQueryClient, makeQueryClient } from './client.ts';
export { QueryProvider } from './provider.tsx';
export { isUnauthorizedError, onUnauthorized, SKIP_UNAUTHORIZED } from './unauthorized.ts';
