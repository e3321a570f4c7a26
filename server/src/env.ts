// The server's configuration, read from environment variables and validated at boot.
// Every variable is listed in the README; a bad value stops the server with field-level errors.
import * as v from 'valibot';
import { fieldErrors } from '../../core/api';
import { LOG_LEVELS } from './log/logger';
import { pmtilesFileProblem } from './basemap-pmtiles';

const Flag = (fallback: 'true' | 'false') =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0'], 'must be true or false'), fallback),
    v.transform((value) => value === 'true' || value === '1'),
  );

/** A tile URL template: http(s) with {z}, {x} and {y} in any order (satellite sources often put {y} before {x}). */
const TileUrl = v.pipe(
  v.string(),
  v.check((url) => /^https?:\/\/\S+$/.test(url) && ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), 'must be an http(s) tile URL with {z}, {x} and {y}'),
);

/** An http(s) URL; a trailing slash is dropped so paths can be appended. */
const HttpUrl = v.pipe(
  v.string(),
  v.regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/, 'must be an http(s) URL without query or fragment'),
  v.transform((url) => url.replace(/\/+$/, '')),
);

/** The path of a readable PMTiles version 3 archive, checked when the server starts. */
const PmtilesFile = v.pipe(
  v.string(),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? pmtilesFileProblem(dataset.value) : undefined;
    if (problem) addIssue({ message: problem });
  }),
);

/** An absolute http(s) URL that may carry a query, as booking pages' links often do. */
const LinkUrl = v.pipe(
  v.string(),
  v.check((url) => !/\s/.test(url) && URL.canParse(url) && ['http:', 'https:'].includes(new URL(url).protocol), 'must be an http(s) URL, like https://cal.example/lotline/intro'),
);

/** The environment variables Lotline reads. */
export const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'development'),
  PORT: v.pipe(
    v.optional(v.string(), '8080'),
    v.regex(/^\d{1,5}$/, 'must be a port number'),
    v.transform(Number),
    v.maxValue(65535, 'must be at most 65535'),
  ),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), '127.0.0.1'),
  LOTLINE_DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty('must not be empty')), './.lotline-data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')),
  ),
  LOTLINE_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  LOTLINE_TILE_URL: v.optional(TileUrl),
  /** Tiles of the hosted page's satellite base layer; the widget offers no satellite view without it. */
  LOTLINE_SATELLITE_TILE_URL: v.optional(TileUrl),
  /** A Protomaps base map (a .pmtiles file) that the server serves at /basemap.pmtiles; the map uses it when LOTLINE_TILE_URL is unset. */
  LOTLINE_BASEMAP_PMTILES: v.optional(PmtilesFile),
  LOTLINE_DEMO_DATA: Flag('true'),
  /** The key of the street-view photo provider (Google Street View Static API); no photos without it. */
  LOTLINE_STREET_VIEW_KEY: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{10,200}$/, 'must be an API key of letters, digits, - and _'))),
  /** Comma-separated hosts that link previews may fetch even on a private network (for tests and intranets): `host` (standard ports), `host:port` or `host:*`. */
  LOTLINE_UNFURL_ALLOW_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9.:*-]+(,[A-Za-z0-9.:*-]+)*$/, 'must be host names (host, host:port or host:*) separated by commas'),
      v.transform((value) => value.split(',')),
    ),
  ),
  /** Comma-separated hosts that CRM webhooks may be posted to even on a private network (for tests and intranets): `host` (standard ports), `host:port` or `host:*`. */
  LOTLINE_WEBHOOK_ALLOW_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9.:*-]+(,[A-Za-z0-9.:*-]+)*$/, 'must be host names (host, host:port or host:*) separated by commas'),
      v.transform((value) => value.split(',')),
    ),
  ),
  /** Where users reach this server, for the links in e-mails; required in production (never taken from a request's Host). */
  LOTLINE_PUBLIC_URL: v.optional(HttpUrl),
  /** The SMTP server that sends e-mail, e.g. smtps://user:password@smtp.example.com:465; without it e-mails are printed to the output. */
  LOTLINE_SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL'))),
  /** The sender of e-mails, e.g. 'Lotline <no-reply@example.com>'; required with LOTLINE_SMTP_URL. */
  LOTLINE_MAIL_FROM: v.optional(v.pipe(v.string(), v.regex(/^[^\r\n]{3,200}$/, 'must be one line, like Lotline <no-reply@example.com>'))),
  /** The page where users manage their subscription; GET /api/billing/portal answers 404 without it. */
  LOTLINE_BILLING_PORTAL_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, 'must be an http(s) URL'))),
  /** The page where builders book a call (an external scheduling link, spec 9); GET /schedule-call redirects there, and says scheduling is not configured without it. */
  LOTLINE_SCHEDULING_URL: v.optional(LinkUrl),
  /**
   * In production, let organizations embed on origins of the visitor's own machine (http://localhost,
   * *.localhost, 127.0.0.1), as a staging server that developers' local sites point at needs;
   * production refuses them otherwise (server/src/orgs/local-origins.ts). Outside production they always count.
   */
  LOTLINE_ALLOW_LOCALHOST_ORIGINS: Flag('false'),
  /** Behind a reverse proxy: take the client's address from the last X-Forwarded-For entry (for rate limits and the metrics' loopback check). */
  LOTLINE_TRUST_PROXY: Flag('false'),
  /** The least severe level of the JSON logs on stdout: fatal, error, warn, info (default), debug, trace or silent. */
  LOTLINE_LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  /**
   * Where uploaded media and generated PDFs are kept: `files` under LOTLINE_DATA_DIR, or `database`
   * (rows of file_blobs), so servers on one PostgreSQL keep no files. Default: `database` with
   * DATABASE_URL, else `files`.
   */
  LOTLINE_FILE_STORE: v.optional(v.picklist(['files', 'database'], 'must be files or database')),
  /** Days a generated PDF's link works; the file is removed after. */
  LOTLINE_PDF_TTL_DAYS: v.pipe(
    v.optional(v.string(), '30'),
    v.regex(/^\d{1,4}$/, 'must be a whole number of days from 1 to 3650'),
    v.transform(Number),
    v.minValue(1, 'must be a whole number of days from 1 to 3650'),
    v.maxValue(3650, 'must be a whole number of days from 1 to 3650'),
  ),
  /** A bearer token that lets a scraper on another machine read GET /metrics; without it only this machine (loopback) may. */
  LOTLINE_METRICS_TOKEN: v.optional(v.pipe(v.string(), v.regex(/^[\x21-\x7e]{16,512}$/, 'must be 16 to 512 visible ASCII characters'))),
});
/** The environment as the server reads it: the schema's output with every default resolved. */
export type Env = v.InferOutput<typeof EnvSchema> & { LOTLINE_FILE_STORE: 'files' | 'database' };

/** Parses the environment: the configuration, or the messages per variable. */
export function parseEnv(
  source: Record<string, string | undefined>,
): { ok: true; env: Env } | { ok: false; fields: Record<string, string[]> } {
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, present);
  if (!result.success) return { ok: false, fields: fieldErrors(result.issues) };
  const fields: Record<string, string[]> = {};
  if (result.output.NODE_ENV === 'production') {
    if (!result.output.LOTLINE_SECRET) fields.LOTLINE_SECRET = ['is required in production'];
    // Reset links must not be built from a request's Host header, which a client chooses.
    if (!result.output.LOTLINE_PUBLIC_URL) fields.LOTLINE_PUBLIC_URL = ['is required in production'];
  }
  if (result.output.LOTLINE_SMTP_URL && !result.output.LOTLINE_MAIL_FROM) fields.LOTLINE_MAIL_FROM = ['is required when LOTLINE_SMTP_URL is set'];
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, env: { ...result.output, LOTLINE_FILE_STORE: result.output.LOTLINE_FILE_STORE ?? (result.output.DATABASE_URL ? 'database' : 'files') } };
}

/** Whether organizations may embed on origins of the visitor's own machine: always outside production, in production only with LOTLINE_ALLOW_LOCALHOST_ORIGINS. */
export function allowsLocalhostOrigins(env: Pick<Env, 'NODE_ENV' | 'LOTLINE_ALLOW_LOCALHOST_ORIGINS'>): boolean {
  return env.NODE_ENV !== 'production' || env.LOTLINE_ALLOW_LOCALHOST_ORIGINS;
}

/** The environment, or, when it is invalid, the messages per variable on stderr and exit code 1 (for entry points). */
export function loadEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  const parsed = parseEnv(source);
  if (parsed.ok) return parsed.env;
  console.error('Lotline cannot start: the environment has invalid values.');
  for (const [name, messages] of Object.entries(parsed.fields)) console.error(`  ${name}: ${messages.join('; ')}`);
  process.exit(1);
}
