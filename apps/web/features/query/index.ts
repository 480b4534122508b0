export { getQueryClient, makeQueryClient } from './client.ts';
export { isUnauthorizedError, onUnauthorized, SKIP_UNAUTHORIZED } from './unauthorized.ts';
