// The e-mail outbox: a request that sends mail only writes a row here, so it answers at once
// and the message survives a restart; the sender (mail-sender.ts) delivers it. The body is
// sealed with the server secret before it is written (sealed-body.ts).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';
import { sealEmailBody } from './sealed-body';

/** An e-mail to send: plain text always, HTML optionally. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues `email` for the sender, its body sealed with `secret`, and answers its outbox id. */
export async function enqueueEmail(db: Db, secret: string, email: OutgoingEmail): Promise<string> {
  const id = randomUUID();
  const body = sealEmailBody(secret, { id, to: email.to }, { text: email.text, html: email.html });
  await db.insert(emailOutbox).values({ id, to: email.to, subject: email.subject, body });
  return id;
}
