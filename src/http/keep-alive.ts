import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the usual
 * load balancers (60 s), so a balancer never sends a request down a connection the service is
 * closing at that instant (the client sees ECONNRESET). Clients that honour the `Keep-Alive:
 * timeout=65` hint stop reusing a connection before the service closes it.
 */
export const KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node's advice: the headers timeout above the keep-alive one, so an idle connection is closed
  // by the keep-alive timer, not refused as a slow request.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
