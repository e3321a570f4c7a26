// A visitor's grant of the full report of one property (issue 29, decision 050): what the server
// hands an organization's visitor when its `visitor_report` opens the report, and what every
// endpoint that answers a locked value checks (the binder, through quota/admission.ts). It is an
// HMAC-signed statement, not a row, so checking it costs no database read: the organization, the
// property, the visitor and when it ends, keyed by a key derived from the server's secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a grant lasts; the widget asks for a new one after, which counts nothing new in the same month. */
export const REPORT_GRANT_TTL_MS = 24 * 60 * 60 * 1000;

const PREFIX = 'vg1';

/** What a grant says. */
export interface ReportGrant {
  organizationId: string;
  propertyId: string;
  visitorId: string;
  expiresAt: Date;
}

const keyOf = (secret: string): Buffer => createHmac('sha256', secret).update('lotline report grant v1').digest();
const signatureOf = (secret: string, payload: string): Buffer => createHmac('sha256', keyOf(secret)).update(payload).digest();

/** The grant's text: `vg1.<payload>.<signature>`, both base64url. */
export function signReportGrant(secret: string, grant: ReportGrant): string {
  const payload = Buffer.from(JSON.stringify({ o: grant.organizationId, p: grant.propertyId, v: grant.visitorId, x: Math.floor(grant.expiresAt.getTime() / 1000) })).toString('base64url');
  return `${PREFIX}.${payload}.${signatureOf(secret, payload).toString('base64url')}`;
}

/** What `text` grants, or null when it is malformed, forged or expired at `now`. */
export function verifyReportGrant(secret: string, text: string, now: Date): ReportGrant | null {
  if (text.length > 1024) return null;
  const [prefix, payload, signature, ...rest] = text.split('.');
  if (prefix !== PREFIX || !payload || !signature || rest.length > 0) return null;
  const expected = signatureOf(secret, payload);
  // Only the canonical text of the signature: base64url leaves spare bits in its last character.
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || given.toString('base64url') !== signature || !timingSafeEqual(given, expected)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { o, p, v, x } = (body ?? {}) as Record<string, unknown>;
  if (typeof o !== 'string' || typeof p !== 'string' || typeof v !== 'string' || typeof x !== 'number') return null;
  const expiresAt = new Date(x * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return { organizationId: o, propertyId: p, visitorId: v, expiresAt };
}
