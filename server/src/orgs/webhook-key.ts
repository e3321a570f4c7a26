// The key that signs an organization's webhook deliveries. It is derived from the app secret, so
// it needs no storage and every server computes the same one; owners read it in their settings
// to check the `X-Lotline-Signature` of what their CRM receives.
import { createHmac } from 'node:crypto';

/** The hex HMAC-SHA256 of `webhook:<orgId>` under the app secret: the organization's webhook signing key. */
export function webhookSigningKey(secret: string, orgId: string): string {
  return createHmac('sha256', secret).update(`webhook:${orgId}`).digest('hex');
}
