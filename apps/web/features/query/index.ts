export { getQueryClient, makeQueryClient } from './client.ts';
export { QueryProvider } from './provider.tsx';
