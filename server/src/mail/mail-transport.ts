// How the sender delivers an e-mail: through SMTP (nodemailer) when LOTLINE_SMTP_URL is set, or,
// in development, by printing it with its links to the server's output.
import nodemailer from 'nodemailer';
import type { OutgoingEmail } from './outbox';

/** Delivers one e-mail or rejects with the reason. */
export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close?(): void;
}

/** A transport to the SMTP server of `url` (smtp:// or smtps://, credentials in the URL), sending as `from`. */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(email) {
      await transporter.sendMail({ from, to: email.to, subject: email.subject, text: email.text, ...(email.html ? { html: email.html } : {}) });
    },
    close: () => transporter.close(),
  };
}

/** A development transport that prints each e-mail's text (with its links) through `print`, once. */
export function createConsoleTransport(print: (text: string) => void = console.log): MailTransport {
  return {
    async send(email) {
      const body = email.text.replace(/^/gm, '  ');
      print(`E-mail to ${email.to} (no LOTLINE_SMTP_URL, so printed instead of sent): ${email.subject}\n${body}`);
    },
  };
}
