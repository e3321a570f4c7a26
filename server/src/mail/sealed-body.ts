// The body of a queued e-mail, sealed (issue 28, 'no usable secret at rest'). Reset and invite
// e-mails carry links that work, so the outbox never holds them readable: the text and HTML are
// encrypted with AES-256-GCM under a key derived from LOTLINE_SECRET, bound to the message's id and
// recipient (so a sealed body copied to another row, or to another address, does not open), and
// the sender empties the column once the message is delivered or given up (mail-sender.ts).
// A copy of the database (a backup, a replica, a dump) holds no link anyone can use.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** The text and HTML of an e-mail. */
export interface EmailBody {
  text: string;
  html?: string | undefined;
}

/** What a sealed body is bound to: the outbox row and its recipient. */
export interface SealedFor {
  id: string;
  to: string;
}

/** What every sealed body starts with; the version names the cipher and the key. */
const SEALED_PREFIX = 'sealed.v1.';
/** Bodies queued before sealing, moved as they were by migration 0016: read once, then emptied. */
const LEGACY_PREFIX = 'plain.v0.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The outbox's own key, so it never doubles as another use of the server secret. */
function outboxKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('lotline-email-outbox').digest();
}

const boundTo = (sealedFor: SealedFor) => Buffer.from(`${sealedFor.id}\n${sealedFor.to}`, 'utf8');

/** `body` sealed for the row `sealedFor` with `secret`: `sealed.v1.` and base64url of IV, tag and ciphertext. */
export function sealEmailBody(secret: string, sealedFor: SealedFor, body: EmailBody): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', outboxKey(secret), iv);
  cipher.setAAD(boundTo(sealedFor));
  const plain = Buffer.from(JSON.stringify({ text: body.text, html: body.html ?? null }), 'utf8');
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return `${SEALED_PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The parsed body, when it has the right shape. */
function bodyOf(json: string): EmailBody | null {
  try {
    const value = JSON.parse(json) as { text?: unknown; html?: unknown };
    if (typeof value?.text !== 'string' || (value.html !== null && typeof value.html !== 'string')) return null;
    return value.html === null ? { text: value.text } : { text: value.text, html: value.html };
  } catch {
    return null;
  }
}

/**
 * The body a stored value holds, or null when it does not open: sealed with another secret, for
 * another row or recipient, altered, or not a body at all.
 */
export function openEmailBody(secret: string, sealedFor: SealedFor, stored: string): EmailBody | null {
  if (stored.startsWith(LEGACY_PREFIX)) return bodyOf(stored.slice(LEGACY_PREFIX.length));
  if (!stored.startsWith(SEALED_PREFIX)) return null;
  const bytes = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', outboxKey(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAAD(boundTo(sealedFor));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return bodyOf(plain.toString('utf8'));
  } catch {
    return null;
  }
}
