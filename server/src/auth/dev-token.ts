// Development tokens: a signed user id that stands for a signed-in user until accounts exist.
// A token is `dev.<user id, base64url>.<HMAC-SHA256 of the id, base64url>`; only the holder of
// the server secret can make one, so a token proves the server (or its operator) issued it.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PREFIX = 'dev';

/** User ids a development token may carry. */
export const DEV_USER_ID = /^[A-Za-z0-9._@+-]{1,80}$/;

function mac(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`lotline-dev-token|${userId}`).digest('base64url');
}

/** A development token for `userId`, signed with the server secret. */
export function issueDevToken(secret: string, userId: string): string {
  if (!DEV_USER_ID.test(userId)) throw new Error(`User ids are 1 to 80 letters, digits or ._@+- characters: ${userId}`);
  return `${PREFIX}.${Buffer.from(userId).toString('base64url')}.${mac(secret, userId)}`;
}

/** The user id of a valid development token, or null. */
export function verifyDevToken(secret: string, token: string): string | null {
  const [prefix, encodedId, signature, ...rest] = token.split('.');
  if (prefix !== PREFIX || !encodedId || !signature || rest.length > 0) return null;
  const userId = Buffer.from(encodedId, 'base64url').toString();
  if (!DEV_USER_ID.test(userId)) return null;
  const expected = Buffer.from(mac(secret, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
