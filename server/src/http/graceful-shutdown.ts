// Graceful shutdown of the HTTP server (issue 10): on SIGTERM the server stops accepting
// connections, answers any request that still arrives on a kept-alive connection with a 503 in the
// one error shape (and `Connection: close`), and lets the requests in flight finish, bodies and
// all, within a deadline; only then are the connections still open cut. `server.close()` alone
// stops accepting but leaves requests to whatever the process does next, which was to exit.
import type { Server, ServerResponse } from 'node:http';
import { ApiErrorCode, type ApiErrorBody } from '../../../core/api';

/** How a drain ended: requests still running at the deadline were cut off. */
export interface DrainResult {
  cutOff: number;
}

/** Counts a server's requests in flight and drains them at shutdown. */
export interface RequestDrain {
  /** Wraps the app's fetch so that requests arriving once the drain began get a 503. */
  gate<A extends unknown[]>(fetch: (request: Request, ...rest: A) => Response | Promise<Response>): (request: Request, ...rest: A) => Response | Promise<Response>;
  /** Starts counting the requests of `server`; call it before the server takes requests. */
  track(server: Server): void;
  /** Requests whose answer has not been sent completely. */
  inFlight(): number;
  /** Stops accepting, waits for the requests in flight (at most `deadlineMs`), then closes every connection. */
  drain(deadlineMs: number): Promise<DrainResult>;
}

const unavailableBody = JSON.stringify({
  error: { code: ApiErrorCode.Unavailable, message: 'The server is restarting; send the request again in a moment.' },
} satisfies ApiErrorBody);

/** A drain for one server. */
export function createRequestDrain(): RequestDrain {
  let draining = false;
  let server: Server | undefined;
  const open = new Set<ServerResponse>();
  let onIdle: (() => void) | undefined;

  return {
    gate(fetch) {
      return (request, ...rest) => {
        if (!draining) return fetch(request, ...rest);
        return new Response(unavailableBody, { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '1', connection: 'close' } });
      };
    },
    track(target) {
      server = target;
      target.on('request', (_request, response) => {
        open.add(response);
        // A response ending while draining must not keep its connection alive for another request.
        if (draining) response.shouldKeepAlive = false;
        response.once('close', () => {
          open.delete(response);
          if (draining) target.closeIdleConnections();
          if (open.size === 0) onIdle?.();
        });
      });
    },
    inFlight: () => open.size,
    async drain(deadlineMs) {
      if (!server) throw new Error('createRequestDrain: track(server) was not called');
      const target = server;
      draining = true;
      const closed = new Promise<void>((resolve) => target.close(() => resolve()));
      for (const response of open) response.shouldKeepAlive = false;
      target.closeIdleConnections();
      if (open.size > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, deadlineMs);
          onIdle = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      const cutOff = open.size;
      target.closeAllConnections();
      await closed;
      return { cutOff };
    },
  };
}
