import { cookies } from 'next/headers';
import { CSRF_COOKIE } from './routes.ts';

/** Whether the request carries the readable session hint cookie (server components). */
export async function getServerSessionHint(): Promise<boolean> {
  return (await cookies()).has(CSRF_COOKIE);
}
