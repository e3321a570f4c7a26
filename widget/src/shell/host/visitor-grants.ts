// A visitor's full reports on an organization's site (issue 29, decision 050): the visitor's id for
// that organization (random, made once and kept in the browser) and the grants the server gave them,
// one per property, kept until they expire. The API client sends the grant of the property shown.
import type { ReportUnlock } from '../../../../core/api';

const visitorKey = (org: string) => `lotline.visitor.${org}`;
const grantsKey = (org: string) => `lotline.grants.${org}`;

/** The browser's storage, or null where it is blocked (a sandboxed frame, a privacy mode). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Ids made where storage is blocked, kept for the page's life. */
const unsaved = new Map<string, string>();

/** 22 random characters of base64url: 128 bits. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** This browser's visitor id for organization `org`. */
export function visitorIdOf(org: string): string {
  const store = storage();
  const kept = store?.getItem(visitorKey(org)) ?? unsaved.get(org);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const id = randomId();
  if (store) store.setItem(visitorKey(org), id);
  else unsaved.set(org, id);
  return id;
}

type Grants = Record<string, { grant: string; expires_at: string }>;
const inMemory = new Map<string, Grants>();

function readGrants(org: string, now: number): Grants {
  let grants: Grants = inMemory.get(org) ?? {};
  try {
    const text = storage()?.getItem(grantsKey(org));
    if (text) grants = { ...(JSON.parse(text) as Grants), ...grants };
  } catch {
    // A damaged entry is as good as none.
  }
  return Object.fromEntries(Object.entries(grants).filter(([, g]) => typeof g?.grant === 'string' && Date.parse(g.expires_at) > now));
}

/** The unexpired grant of `propertyId` for `org`'s visitor, if any. */
export function grantOf(org: string, propertyId: string, now = Date.now()): string | undefined {
  return readGrants(org, now)[propertyId]?.grant;
}

/** Keeps `unlock` for the visitor of `org`. */
export function keepGrant(org: string, unlock: ReportUnlock, now = Date.now()): void {
  const grants = { ...readGrants(org, now), [unlock.property_id]: { grant: unlock.grant, expires_at: unlock.expires_at } };
  inMemory.set(org, grants);
  try {
    storage()?.setItem(grantsKey(org), JSON.stringify(grants));
  } catch {
    // Kept for this page only.
  }
}
