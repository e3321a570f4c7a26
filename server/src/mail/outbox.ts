// The e-mail outbox: a request that sends mail only writes a row here, so it answers at once
// and the message survives a restart; the sender (mail-sender.ts) delivers it.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { emailOutbox } from '../db/schema';

/** An e-mail to send: plain text always, HTML optionally. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues `email` for the sender and answers its outbox id. */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<string> {
  const id = randomUUID();
  await db.insert(emailOutbox).values({ id, to: email.to, subject: email.subject, text: email.text, html: email.html ?? null });
  return id;
}
