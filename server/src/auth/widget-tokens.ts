// Widget tokens (decision 027): the only kind of token the sign-in popup hands an embedding page,
// after the person agreed. One is scoped to the widget's work for one organization's visitors on
// one origin (reports, layouts, plans, the playground, PDFs, the leads it sends) and cannot reach
// account or organization administration, which needs a session made on Lotline's own pages.
// Tokens are `wgt.` and 32 random bytes; the table keeps their SHA-256 only.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { widgetTokens } from '../db/schema';
import type { Viewer } from './current-user';
import { hashSessionToken } from './session-token-hash';

/** What every widget token starts with. */
export const WIDGET_TOKEN_PREFIX = 'wgt.';
/** How long a widget token lasts. */
export const WIDGET_TOKEN_DAYS = 30;

/** Makes a widget token of `viewer` (a full session) for `organizationId` on `origin`. */
export async function createWidgetToken(db: Db, viewer: Viewer, scope: { organizationId: string; origin: string }, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = `${WIDGET_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + WIDGET_TOKEN_DAYS * 86_400_000);
  await db.insert(widgetTokens).values({
    id: randomUUID(),
    tokenHash: hashSessionToken(token),
    userId: viewer.id,
    userKind: viewer.kind,
    organizationId: scope.organizationId,
    origin: scope.origin,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The viewer of a live widget token, with its scope, or null. */
export async function widgetViewerOf(db: Db, token: string, now: Date = new Date()): Promise<Viewer | null> {
  if (!token.startsWith(WIDGET_TOKEN_PREFIX)) return null;
  const [row] = await db
    .select()
    .from(widgetTokens)
    .where(and(eq(widgetTokens.tokenHash, hashSessionToken(token)), gt(widgetTokens.expiresAt, now)))
    .limit(1);
  return row ? { id: row.userId, kind: row.userKind, widget: { organizationId: row.organizationId, origin: row.origin } } : null;
}

/** Ends one widget token (signing out in the widget). */
export async function revokeWidgetToken(db: Db, token: string): Promise<void> {
  await db.delete(widgetTokens).where(eq(widgetTokens.tokenHash, hashSessionToken(token)));
}

/** Ends every widget token of a user (signing out everywhere, a new password). */
export async function revokeWidgetTokensOf(db: Db, userId: string): Promise<void> {
  await db.delete(widgetTokens).where(eq(widgetTokens.userId, userId));
}
