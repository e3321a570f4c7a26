// Who is asking: the user named by the request's bearer token, or nobody. Every route that
// reads or writes per-user data goes through here.
import type { Context } from 'hono';
import { ApiErrorCode } from '../../../core/api/error.schema';
import { ApiError } from '../http/api-error';
import { verifyDevToken } from './dev-token';

/** The user id of the request's `Authorization: Bearer` token, or null when absent. A malformed or forged token is a 401. */
export function currentUserId(c: Context, secret: string): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const userId = match ? verifyDevToken(secret, match[1]!) : null;
  if (!userId) throw new ApiError(401, ApiErrorCode.Unauthorized, 'The sign-in token is not valid; sign in again.');
  return userId;
}

/** The signed-in user's id, or a 401 asking to sign in. */
export function requireUserId(c: Context, secret: string): string {
  const userId = currentUserId(c, secret);
  if (!userId) throw new ApiError(401, ApiErrorCode.Unauthorized, 'Sign in to change this property.');
  return userId;
}
