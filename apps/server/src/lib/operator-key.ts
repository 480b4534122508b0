import { createHash, timingSafeEqual } from 'node:crypto';
import { OperatorErrorCode } from '@sportsbook/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorError } from '../modules/bonuses/operator.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <key>` (compared in constant time). */
export function hasKey(request: FastifyRequest, key: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(key));
}

/**
 * Guards every route of a plugin as the operator's server-to-server API: `Authorization: Bearer
 * <OPERATOR_API_KEY>` (401 operator_unauthorized), 503 operator_api_disabled when no key is set.
 */
export function operatorOnly(app: FastifyInstance, apiKey: string | undefined): void {
  app.addHook('onRequest', async (request) => {
    if (apiKey === undefined) throw operatorError(OperatorErrorCode.disabled);
    if (!hasKey(request, apiKey)) throw operatorError(OperatorErrorCode.unauthorized);
  });
}
