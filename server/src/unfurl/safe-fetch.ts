// Fetches a page or an image from a URL a user gave (a link preview, an organization's logo), or
// posts JSON to one (an organization's CRM webhook), after the SSRF checks: http or https on the
// default ports, every address the name resolves to public (checked at connect time, so a name
// that re-resolves to a private address is still refused), each redirect checked again, a time
// limit and a size limit. Hosts an operator lists in `allowHosts` skip the address and port checks:
// `host` on the standard ports only, `host:port` on that port, `host:*` on any.
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type ClientRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import { isPublicAddress } from './address-policy';

/** A URL the server will not fetch, with the reason. */
export class UrlNotAllowedError extends Error {
  override name = 'UrlNotAllowedError';
}

/** A page that could not be fetched: network failure, time-out, status, type or size. */
export class FetchFailedError extends Error {
  override name = 'FetchFailedError';
}

/** The addresses a host name resolves to, as node:dns `lookup` answers them with `all: true`. */
export type ResolveHost = (hostname: string) => Promise<readonly LookupAddress[]>;

/** Limits and exceptions of a fetch. */
export interface SafeFetchOptions {
  /** Host names (or IP literals) exempt from the address and port checks. */
  allowHosts?: readonly string[];
  /** Time limit of the whole fetch, redirects and body included: 5 s by default; postJson's runs until the status arrives, 10 s by default. */
  timeoutMs?: number;
  /** Size limit of the body: fetchPage previews from the first 512 KiB by default, fetchImage refuses an image over 2 MiB by default. */
  maxBytes?: number;
  /** Redirects followed, each checked like the first URL (default 3; postJson follows none). */
  maxRedirects?: number;
  /** Resolves host names (default: node:dns lookup); every address it answers must be public unless the host is allowed. */
  resolve?: ResolveHost;
  /** Certificate authorities (PEM) trusted for https besides Node's bundled Mozilla list, for servers with a private CA. */
  ca?: string | readonly string[];
}

/** A fetched page: the URL it ended at, its content type and its text (cut at the size limit). */
export interface FetchedPage {
  url: URL;
  contentType: string;
  body: string;
}

/** A fetched image: the URL it ended at, its media type without parameters and its bytes. */
export interface FetchedImage {
  url: URL;
  contentType: string;
  bytes: Uint8Array;
}

const DEFAULT_PORT: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Throws UrlNotAllowedError unless the URL may be fetched as far as its text tells. `use` ends
 * the messages: 'previewed' for link previews, 'used as webhooks' for CRM webhooks.
 */
export function checkUrl(url: URL, allowHosts: readonly string[] = [], use = 'previewed'): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UrlNotAllowedError(`Only http and https addresses can be ${use}.`);
  if (url.username || url.password) throw new UrlNotAllowedError(`Addresses with a user name or password cannot be ${use}.`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isAllowListed(url, allowHosts)) return;
  if (url.port && url.port !== DEFAULT_PORT[url.protocol]) throw new UrlNotAllowedError(`Only the standard web ports can be ${use}.`);
  if (isIP(host) && !isPublicAddress(host)) throw new UrlNotAllowedError(`Private network addresses cannot be ${use}.`);
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) throw new UrlNotAllowedError(`Local host names cannot be ${use}.`);
}

/** An allow-list entry: `host` (the standard ports only), `host:port`, or `host:*` (any port). */
function parseAllowEntry(entry: string): { host: string; port: string | null } {
  const match = /^([^:]+):(\d{1,5}|\*)$/.exec(entry);
  return match ? { host: match[1]!.toLowerCase(), port: match[2]! } : { host: entry.toLowerCase().replace(/^\[|\]$/g, ''), port: null };
}

/**
 * Whether an operator's allow-list exempts `url` from the address and port checks: an entry of its
 * host with its port (`host:8080`, or `host:*` for any), or its bare host when the URL uses the
 * standard port of its scheme.
 */
export function isAllowListed(url: URL, allowHosts: readonly string[]): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || DEFAULT_PORT[url.protocol] || '';
  return allowHosts.some((entry) => {
    const allowed = parseAllowEntry(entry);
    if (allowed.host !== host) return false;
    return allowed.port === '*' || (allowed.port === null ? port === DEFAULT_PORT[url.protocol] : allowed.port === port);
  });
}

/** Whether any allow-list entry names `hostname`, whatever its port (name resolution knows no port; the URL was checked before). */
function namesHost(allowHosts: readonly string[], hostname: string): boolean {
  return allowHosts.some((entry) => parseAllowEntry(entry).host === hostname.toLowerCase());
}

/** How connections are made: the exempt hosts, the resolver and the trusted authorities. */
interface Connection {
  allowHosts: readonly string[];
  resolve: ResolveHost;
  /** Undefined: Node's default trust store. */
  ca: readonly string[] | undefined;
}

interface Limits extends Connection {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

const resolveWithDns: ResolveHost = (hostname) => dnsLookup(hostname, { all: true });

function connectionOf(given: SafeFetchOptions): Connection {
  const extra = given.ca === undefined ? [] : typeof given.ca === 'string' ? [given.ca] : given.ca;
  return {
    allowHosts: given.allowHosts ?? [],
    resolve: given.resolve ?? resolveWithDns,
    // Node replaces its bundled authorities with `ca` when given one, so they are listed too.
    ca: extra.length > 0 ? [...rootCertificates, ...extra] : undefined,
  };
}

function limitsOf(given: SafeFetchOptions, defaults: { timeoutMs: number; maxBytes: number }): Limits {
  return { ...connectionOf(given), timeoutMs: given.timeoutMs ?? defaults.timeoutMs, maxBytes: given.maxBytes ?? defaults.maxBytes, maxRedirects: given.maxRedirects ?? 3 };
}

/** A DNS lookup for sockets that fails when the name resolves to any non-public address. */
function publicOnlyLookup({ allowHosts, resolve }: Connection): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const answered = (resolved: readonly LookupAddress[]) => {
      // The family comes from the address itself, not from what the resolver claims.
      const addresses = resolved.map(({ address }) => ({ address, family: isIP(address) }));
      if (addresses.length === 0) return callback(new FetchFailedError(`${hostname} has no address.`), '');
      if (!namesHost(allowHosts, hostname) && addresses.some((a) => !isPublicAddress(a.address))) {
        return callback(new UrlNotAllowedError(`${hostname} resolves to a private network address.`), '');
      }
      const usable = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
      const first = usable[0];
      if (!first) return callback(new FetchFailedError(`${hostname} has no IPv${family} address.`), '');
      if (options.all) return callback(null, usable);
      return callback(null, first.address, first.family);
    };
    resolve(hostname).then(answered, (error: unknown) => callback(error instanceof Error ? error : new FetchFailedError(String(error)), ''));
  };
}

function fetchError(error: unknown): UrlNotAllowedError | FetchFailedError {
  if (error instanceof UrlNotAllowedError || error instanceof FetchFailedError) return error;
  return new FetchFailedError(error instanceof Error ? error.message : String(error));
}

/** Starts a request whose socket connects only to addresses the lookup lets through. */
function openRequest(url: URL, method: 'GET' | 'POST', headers: OutgoingHttpHeaders, connection: Connection): ClientRequest {
  // No shared agent: a pooled socket would skip the connect-time check of this request's options.
  const options = { method, headers, agent: false as const, lookup: publicOnlyLookup(connection) };
  if (url.protocol === 'https:') return httpsRequest(url, connection.ca ? { ...options, ca: [...connection.ca] } : options);
  return httpRequest(url, options);
}

/** Sends the request and answers its response, or the abort reason once `signal` aborts. */
function responseOf(request: ClientRequest, signal: AbortSignal, body?: Buffer): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const abort = () => request.destroy(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    request.on('response', (response) => {
      signal.removeEventListener('abort', abort);
      resolve(response);
    });
    request.on('error', (error) => {
      signal.removeEventListener('abort', abort);
      reject(fetchError(error));
    });
    request.end(body);
  });
}

/** Runs `work` with a signal that aborts with a FetchFailedError of `message` after `timeoutMs`. */
async function withDeadline<T>(timeoutMs: number, message: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FetchFailedError(message)), timeoutMs);
  try {
    return await work(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** Reads at most `limit` bytes of the body; `isOver` tells whether the body went on past them. */
async function readBody(response: IncomingMessage, limit: number, signal: AbortSignal): Promise<{ bytes: Uint8Array; isOver: boolean }> {
  const abort = () => response.destroy(signal.reason as Error);
  signal.addEventListener('abort', abort, { once: true });
  const chunks: Buffer[] = [];
  let size = 0;
  let isOver = false;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      if (chunk.length > limit - size) {
        chunks.push(chunk.subarray(0, limit - size));
        size = limit;
        isOver = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (error) {
    throw signal.aborted ? (signal.reason as FetchFailedError) : fetchError(error);
  } finally {
    signal.removeEventListener('abort', abort);
    response.destroy();
  }
  // A copy of its own: Buffer.concat may hand out a slice of a shared pool.
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { bytes, isOver };
}

/** What is fetched: the word in messages and the request headers. */
interface Wanted {
  noun: 'page' | 'image';
  use: string;
  headers: OutgoingHttpHeaders;
}

const PAGE: Wanted = {
  noun: 'page',
  use: 'previewed',
  headers: { 'user-agent': 'LotlineLinkPreview/1.0 (+https://github.com/lotline)', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
};

const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);

const IMAGE: Wanted = {
  noun: 'image',
  use: 'fetched as images',
  headers: { 'user-agent': 'LotlineImageFetch/1.0 (+https://github.com/lotline)', accept: [...IMAGE_TYPES].join(',') },
};

/** GETs `input` under the checks, following checked redirects, and answers the 2xx response and where it came from. */
async function getChecked(input: URL, limits: Limits, wanted: Wanted, signal: AbortSignal): Promise<{ url: URL; response: IncomingMessage }> {
  let url = input;
  for (let hop = 0; ; hop++) {
    checkUrl(url, limits.allowHosts, wanted.use);
    const response = await responseOf(openRequest(url, 'GET', wanted.headers, limits), signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (hop >= limits.maxRedirects) throw new FetchFailedError(`The ${wanted.noun} redirects too many times.`);
      try {
        url = new URL(location, url);
      } catch {
        throw new FetchFailedError(`The ${wanted.noun} redirects to an invalid address: ${location.slice(0, 200)}`);
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new FetchFailedError(`The ${wanted.noun} answered ${status}.`);
    }
    return { url, response };
  }
}

function decodeText(bytes: Uint8Array, contentType: string): string {
  const charset = /charset=([\w-]+)/i.exec(contentType)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/**
 * Fetches an HTML page under the SSRF checks, following up to `maxRedirects` checked redirects. A
 * page longer than `maxBytes` is read no further: its head, which a preview needs, comes first.
 */
export async function fetchPage(input: URL, given: SafeFetchOptions = {}): Promise<FetchedPage> {
  const limits = limitsOf(given, { timeoutMs: 5_000, maxBytes: 512 * 1024 });
  return withDeadline(limits.timeoutMs, 'The page took too long to answer.', async (signal) => {
    const { url, response } = await getChecked(input, limits, PAGE, signal);
    const contentType = (response.headers['content-type'] ?? '').toLowerCase();
    if (!contentType.includes('html')) {
      response.destroy();
      throw new FetchFailedError('The address is not a web page.');
    }
    const { bytes } = await readBody(response, limits.maxBytes, signal);
    return { url, contentType, body: decodeText(bytes, contentType) };
  });
}

/**
 * Fetches a PNG, JPEG, WebP, GIF or SVG image under the same checks as fetchPage. An image over
 * `maxBytes` (default 2 MiB) is refused rather than cut, since a cut image is a broken one.
 */
export async function fetchImage(input: URL, given: SafeFetchOptions = {}): Promise<FetchedImage> {
  const limits = limitsOf(given, { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024 });
  const tooLarge = () => new FetchFailedError(`The image is larger than ${limits.maxBytes} bytes.`);
  return withDeadline(limits.timeoutMs, 'The image took too long to answer.', async (signal) => {
    const { url, response } = await getChecked(input, limits, IMAGE, signal);
    const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!IMAGE_TYPES.has(contentType)) {
      response.destroy();
      throw new FetchFailedError(`The address is not an image: ${contentType.slice(0, 100) || 'no content type'}.`);
    }
    if (Number(response.headers['content-length']) > limits.maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    const { bytes, isOver } = await readBody(response, limits.maxBytes, signal);
    if (isOver) throw tooLarge();
    return { url, contentType, bytes };
  });
}

/**
 * Posts `body` as JSON to `url` under the same checks (the URL's text, then every address at
 * connect time) and answers the status. Redirects are not followed: a webhook that answers 3xx has
 * not taken the request. The status must arrive within `timeoutMs` (default 10 s).
 */
export async function postJson(url: URL, body: string, headers: Readonly<Record<string, string>>, given: SafeFetchOptions = {}): Promise<number> {
  const connection = connectionOf(given);
  checkUrl(url, connection.allowHosts, 'used as webhooks');
  const bytes = Buffer.from(body, 'utf8');
  const allHeaders = { 'user-agent': 'LotlineWebhook/1.0 (+https://github.com/lotline)', ...headers, 'content-length': String(bytes.length) };
  return withDeadline(given.timeoutMs ?? 10_000, 'The webhook took too long to answer.', async (signal) => {
    const response = await responseOf(openRequest(url, 'POST', allHeaders, connection), signal, bytes);
    // Only the status matters; the answer's body is not read.
    response.destroy();
    return response.statusCode ?? 0;
  });
}

declare module '../http/route-deps' {
  interface RouteDeps {
    /** Limits of link-preview and logo fetches, and hosts exempt from the SSRF checks. */
    unfurl?: SafeFetchOptions;
  }
}
