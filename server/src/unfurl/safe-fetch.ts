// Fetches a page from a URL a user gave, or posts JSON to one (an organization's CRM webhook),
// after the SSRF checks: http or https on the default ports, every address the name resolves to
// public (checked at connect time, so a name that re-resolves to a private address is still
// refused), each redirect checked again, a time limit and a size limit. Hosts an operator lists in
// `allowHosts` skip the address and port checks.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy';

/** A URL the server will not fetch, with the reason. */
export class UrlNotAllowedError extends Error {
  override name = 'UrlNotAllowedError';
}

/** A page that could not be fetched: network failure, time-out, status or type. */
export class FetchFailedError extends Error {
  override name = 'FetchFailedError';
}

/** Limits and exceptions of a fetch. */
export interface SafeFetchOptions {
  /** Host names (or IP literals) exempt from the address and port checks. */
  allowHosts?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

/** A fetched page: the URL it ended at, its content type and its text (cut at the size limit). */
export interface FetchedPage {
  url: URL;
  contentType: string;
  body: string;
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
  if (allowHosts.includes(host)) return;
  if (url.port && url.port !== DEFAULT_PORT[url.protocol]) throw new UrlNotAllowedError(`Only the standard web ports can be ${use}.`);
  if (isIP(host) && !isPublicAddress(host)) throw new UrlNotAllowedError(`Private network addresses cannot be ${use}.`);
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) throw new UrlNotAllowedError(`Local host names cannot be ${use}.`);
}

/** A DNS lookup for sockets that fails when the name resolves to any non-public address. */
function publicOnlyLookup(allowHosts: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    const all: LookupAllOptions = { ...(options as LookupOneOptions), all: true };
    dnsLookup(hostname, all, (error, addresses: LookupAddress[]) => {
      if (error) return (callback as (e: Error) => void)(error);
      const refused = !allowHosts.includes(hostname) && (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address)));
      if (refused) return (callback as (e: Error) => void)(new UrlNotAllowedError('The address resolves to a private network.'));
      if ((options as LookupAllOptions).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      return (callback as (e: null, a: string, f: number) => void)(null, first.address, first.family);
    });
  };
}

function getOnce(url: URL, options: Required<SafeFetchOptions>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      headers: { 'user-agent': 'LotlineLinkPreview/1.0 (+https://github.com/lotline)', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
      lookup: publicOnlyLookup(options.allowHosts),
      timeout: options.timeoutMs,
    });
    request.on('response', resolve);
    request.on('timeout', () => request.destroy(new FetchFailedError('The page took too long to answer.')));
    request.on('error', (error) => reject(error instanceof UrlNotAllowedError || error instanceof FetchFailedError ? error : new FetchFailedError(error.message)));
    request.end();
  });
}

async function readText(response: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  const timer = setTimeout(() => response.destroy(new FetchFailedError('The page took too long to send.')), timeoutMs);
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= maxBytes) break;
    }
  } catch (error) {
    throw error instanceof FetchFailedError ? error : new FetchFailedError(String(error));
  } finally {
    clearTimeout(timer);
    response.destroy();
  }
  const charset = /charset=([\w-]+)/i.exec(response.headers['content-type'] ?? '')?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(Buffer.concat(chunks).subarray(0, maxBytes));
}

/** Fetches an HTML page under the SSRF checks, following up to `maxRedirects` checked redirects. */
export async function fetchPage(input: URL, given: SafeFetchOptions = {}): Promise<FetchedPage> {
  const options: Required<SafeFetchOptions> = { allowHosts: [], timeoutMs: 5_000, maxBytes: 512 * 1024, maxRedirects: 3, ...given };
  let url = input;
  for (let hop = 0; ; hop++) {
    checkUrl(url, options.allowHosts);
    const response = await getOnce(url, options);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.destroy();
      if (hop >= options.maxRedirects) throw new FetchFailedError('The page redirects too many times.');
      url = new URL(response.headers.location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new FetchFailedError(`The page answered ${status}.`);
    }
    const contentType = (response.headers['content-type'] ?? '').toLowerCase();
    if (!contentType.includes('html')) {
      response.destroy();
      throw new FetchFailedError('The address is not a web page.');
    }
    return { url, contentType, body: await readText(response, options.maxBytes, options.timeoutMs) };
  }
}

/**
 * Posts `body` as JSON to `url` under the same checks (the URL's text, then every address at
 * connect time) and answers the status. Redirects are not followed: a webhook that answers 3xx has
 * not taken the request. The status must arrive within `timeoutMs` (default 10 s).
 */
export async function postJson(url: URL, body: string, headers: Readonly<Record<string, string>>, given: SafeFetchOptions = {}): Promise<number> {
  const allowHosts = given.allowHosts ?? [];
  const timeoutMs = given.timeoutMs ?? 10_000;
  checkUrl(url, allowHosts, 'used as webhooks');
  const bytes = Buffer.from(body, 'utf8');
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      headers: { 'user-agent': 'LotlineWebhook/1.0 (+https://github.com/lotline)', ...headers, 'content-length': String(bytes.length) },
      lookup: publicOnlyLookup(allowHosts),
    });
    const deadline = setTimeout(() => request.destroy(new FetchFailedError('The webhook took too long to answer.')), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(deadline);
      reject(error instanceof UrlNotAllowedError || error instanceof FetchFailedError ? error : new FetchFailedError(error.message));
    };
    request.on('error', fail);
    request.on('response', (response) => {
      clearTimeout(deadline);
      // Only the status matters; the answer's body is not read.
      response.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.end(bytes);
  });
}
