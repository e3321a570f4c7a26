// The client's address for rate limits and session records: the socket's peer, or, behind a
// reverse proxy the operator trusts (LOTLINE_TRUST_PROXY), the address that proxy appended last
// to X-Forwarded-For (entries before it are whatever the client sent, so they are not trusted).
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The client's IP address, or undefined when the request has no socket (as with `app.request()` in tests). */
export function clientIp(c: Context, options: { trustProxy?: boolean } = {}): string | undefined {
  if (options.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
    const last = forwarded?.[forwarded.length - 1];
    if (last) return last;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? undefined;
}
