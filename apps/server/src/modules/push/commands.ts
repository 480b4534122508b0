import { isPrivateChannel, parsePushChannel } from '@sportsbook/contract';
import { type Command, type HubContext, type HubSocket, Phase } from './connection.ts';
import { DELTA_FOSSIL } from './delta.ts';
import { HUB_VERSION, PushCloseCodes, PushErrorCodes, REJECT_UNRECOVERED } from './protocol.ts';

/** Fields of a subscribe result (PUSH-PROTOCOL.md). */
interface SubscribeResult {
  recoverable: boolean;
  positioned: boolean;
  epoch: string;
  offset: number;
  expires?: boolean;
  ttl?: number;
  was_recovering?: boolean;
  recovered?: boolean;
  publications?: { data: unknown; offset: number }[];
  /** Fossil deltas negotiated: every publication's data is JSON text, a delta when `delta: true`. */
  delta?: boolean;
}

type Request = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Methods answered "not available" (they exist in Centrifugo, not in this hub). */
const NOT_AVAILABLE = new Set(['presence', 'presence_stats', 'history', 'rpc']);

/** Runs one client command on `socket` (called in arrival order by the socket's queue). */
export async function handleCommand(hub: HubContext, socket: HubSocket, command: Command): Promise<void> {
  const id = command.id;
  const method = Object.keys(command).find((key) => key !== 'id');
  if (id === undefined && method === 'send') return; // async message to the server: nothing to do
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || method === undefined) {
    socket.end(PushCloseCodes.badRequest, 'bad request');
    return;
  }
  const request = isObject(command[method]) ? (command[method] as Request) : {};
  if (socket.phase === Phase.failed) return; // the client tears this socket down after the connect error
  if (socket.phase !== Phase.connected && method !== 'connect') {
    socket.end(PushCloseCodes.badRequest, 'bad request');
    return;
  }
  switch (method) {
    case 'connect':
      return connect(hub, socket, id, request);
    case 'subscribe':
      return subscribe(hub, socket, id, request);
    case 'unsubscribe':
      if (typeof request.channel === 'string') socket.removeChannel(request.channel);
      return socket.reply(id, 'unsubscribe', {});
    case 'refresh':
      return refresh(hub, socket, id, request);
    case 'sub_refresh':
      return subRefresh(hub, socket, id, request);
    case 'publish':
      return socket.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
    default:
      if (NOT_AVAILABLE.has(method))
        return socket.replyError(id, PushErrorCodes.notAvailable, 'not available');
      return socket.replyError(id, PushErrorCodes.methodNotFound, 'method not found');
  }
}

async function connect(hub: HubContext, socket: HubSocket, id: number, request: Request): Promise<void> {
  if (socket.phase === Phase.connected) {
    socket.end(PushCloseCodes.badRequest, 'bad request');
    return;
  }
  const token = request.token;
  if (typeof token !== 'string' || token === '') {
    socket.end(PushCloseCodes.invalidToken, 'invalid token');
    return;
  }
  const checked = await hub.tokens.verifyConnectionToken(token);
  if (socket.phase === Phase.closed) return;
  if (!checked.ok) {
    if (checked.reason === 'expired') {
      socket.markFailed();
      socket.replyError(id, PushErrorCodes.tokenExpired, 'token expired');
    } else {
      socket.end(PushCloseCodes.invalidToken, 'invalid token');
    }
    return;
  }
  const { sub, exp } = checked.claims;
  socket.markConnected(sub, hub.nextClientSeq());
  socket.setConnectionExpiry(exp);
  socket.reply(id, 'connect', {
    client: socket.clientId,
    version: HUB_VERSION,
    ...(exp !== undefined ? { expires: true, ttl: socket.ttlSeconds(exp) } : {}),
    ping: hub.options.pingIntervalSeconds,
    pong: true,
  });
}

/** Checks a `$` channel's subscription token: its exp, or false when a reply or close was sent. */
async function checkPrivate(
  hub: HubContext,
  socket: HubSocket,
  id: number,
  request: Request,
  channel: string,
): Promise<{ exp: number | undefined } | false> {
  const token = request.token;
  if (typeof token !== 'string' || token === '') {
    socket.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
    return false;
  }
  const checked = await hub.tokens.verifySubscriptionToken(token);
  if (socket.phase !== Phase.connected) return false;
  if (!checked.ok) {
    if (checked.reason === 'expired') socket.replyError(id, PushErrorCodes.tokenExpired, 'token expired');
    else socket.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
    return false;
  }
  if (checked.claims.sub !== socket.user || checked.claims.channel !== channel) {
    socket.end(PushCloseCodes.invalidToken, 'invalid token');
    return false;
  }
  // The token matches; the channel must also be this user's own.
  const parsed = parsePushChannel(channel);
  if (parsed?.kind !== 'private' || parsed.userId !== socket.user) {
    socket.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
    return false;
  }
  if (socket.hasChannel(channel)) {
    socket.replyError(id, PushErrorCodes.alreadySubscribed, 'already subscribed');
    return false;
  }
  return { exp: checked.claims.exp };
}

async function subscribe(hub: HubContext, socket: HubSocket, id: number, request: Request): Promise<void> {
  const channel = request.channel;
  if (typeof channel !== 'string' || channel === '') {
    return socket.replyError(id, PushErrorCodes.badRequest, 'bad request');
  }
  if (parsePushChannel(channel) === null)
    return socket.replyError(id, PushErrorCodes.unknownChannel, 'unknown channel');
  if (socket.hasChannel(channel))
    return socket.replyError(id, PushErrorCodes.alreadySubscribed, 'already subscribed');
  if (socket.subscriptionCount >= hub.options.maxChannelsPerConnection) {
    return socket.replyError(id, PushErrorCodes.limitExceeded, 'limit exceeded');
  }
  let exp: number | undefined;
  if (isPrivateChannel(channel)) {
    const checked = await checkPrivate(hub, socket, id, request, channel);
    if (checked === false) return;
    exp = checked.exp;
  }

  // From here on synchronous: the reply is computed and sent, and the subscriber registered, in
  // one step, so no publication of this channel can reach the client before the reply.
  const stream = hub.attach(channel, socket);
  const result: SubscribeResult = {
    recoverable: true,
    positioned: true,
    epoch: stream.epoch,
    offset: stream.offset,
  };
  if (request.recover === true) {
    const offset = typeof request.offset === 'number' ? request.offset : Number(request.offset ?? 0);
    const epoch = typeof request.epoch === 'string' ? request.epoch : '';
    const missed = stream.since(offset, epoch);
    // Flag 2 (rejectUnrecovered, sent by clients using getState): an unrecoverable position is an
    // error, and the client reloads its state instead.
    if (missed === null && typeof request.flag === 'number' && (request.flag & REJECT_UNRECOVERED) !== 0) {
      hub.detach(stream, socket);
      return socket.replyError(id, PushErrorCodes.unrecoverablePosition, 'unrecoverable position');
    }
    result.was_recovering = true;
    result.recovered = missed !== null;
    if (missed !== null && missed.length > 0) {
      result.publications = missed.map((pub) => ({ data: pub.data, offset: pub.offset }));
    }
  }
  if (request.delta === DELTA_FOSSIL) {
    // The first publication, and the first after a recovery, goes in full: recovered ones are sent
    // whole (as JSON text), and the newest of them is the base of the next delta.
    result.delta = true;
    result.publications = result.publications?.map((pub) => ({ ...pub, data: JSON.stringify(pub.data) }));
    stream.deltaBases.set(socket, result.publications?.at(-1)?.offset ?? 0);
  }
  socket.addStream(stream);
  if (exp !== undefined) {
    result.expires = true;
    result.ttl = socket.ttlSeconds(exp);
    socket.setSubscriptionExpiry(channel, exp);
  }
  socket.reply(id, 'subscribe', result);
}

async function refresh(hub: HubContext, socket: HubSocket, id: number, request: Request): Promise<void> {
  const token = request.token;
  if (typeof token !== 'string' || token === '') {
    socket.end(PushCloseCodes.invalidToken, 'invalid token');
    return;
  }
  const checked = await hub.tokens.verifyConnectionToken(token);
  if (socket.phase !== Phase.connected) return;
  if (!checked.ok) {
    if (checked.reason === 'expired')
      return socket.replyError(id, PushErrorCodes.tokenExpired, 'token expired');
    socket.end(PushCloseCodes.invalidToken, 'invalid token');
    return;
  }
  if (checked.claims.sub !== socket.user) {
    socket.end(PushCloseCodes.invalidToken, 'invalid token');
    return;
  }
  const { exp } = checked.claims;
  socket.setConnectionExpiry(exp);
  socket.reply(id, 'refresh', {
    client: socket.clientId,
    version: HUB_VERSION,
    expires: exp !== undefined,
    ...(exp !== undefined ? { ttl: socket.ttlSeconds(exp) } : {}),
  });
}

async function subRefresh(hub: HubContext, socket: HubSocket, id: number, request: Request): Promise<void> {
  const { channel, token } = request;
  if (typeof channel !== 'string' || channel === '') {
    return socket.replyError(id, PushErrorCodes.badRequest, 'bad request');
  }
  if (!socket.hasChannel(channel))
    return socket.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
  if (typeof token !== 'string' || token === '') {
    socket.end(PushCloseCodes.invalidToken, 'invalid token');
    return;
  }
  const checked = await hub.tokens.verifySubscriptionToken(token);
  if (socket.phase !== Phase.connected) return;
  if (!checked.ok) {
    if (checked.reason === 'expired')
      return socket.replyError(id, PushErrorCodes.tokenExpired, 'token expired');
    socket.end(PushCloseCodes.invalidToken, 'invalid token');
    return;
  }
  if (checked.claims.sub !== socket.user || checked.claims.channel !== channel) {
    socket.end(PushCloseCodes.invalidToken, 'invalid token');
    return;
  }
  if (!socket.hasChannel(channel))
    return socket.replyError(id, PushErrorCodes.permissionDenied, 'permission denied');
  const { exp } = checked.claims;
  socket.setSubscriptionExpiry(channel, exp);
  socket.reply(id, 'sub_refresh', {
    expires: exp !== undefined,
    ...(exp !== undefined ? { ttl: socket.ttlSeconds(exp) } : {}),
  });
}
