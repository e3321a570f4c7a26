// The password-reset e-mail: the single-use link, how long it works, and what to do if the
// request was not yours.
import { escapeHtml } from './escape-html';
import type { OutgoingEmail } from './outbox';

/** The e-mail that carries `link` to `to`. */
export function passwordResetEmail(options: { to: string; firstName: string; link: string; validMinutes: number }): OutgoingEmail {
  const greeting = options.firstName ? `Hello ${options.firstName},` : 'Hello,';
  const lines = [
    greeting,
    '',
    `Someone asked to reset the password of your Lotline account. Open this link within ${options.validMinutes} minutes to choose a new one:`,
    '',
    options.link,
    '',
    'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>Someone asked to reset the password of your Lotline account. Open this link within ${options.validMinutes} minutes to choose a new one:</p>`,
    `<p><a href="${escapeHtml(options.link)}">Choose a new password</a></p>`,
    '<p>The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
  return { to: options.to, subject: 'Reset your Lotline password', text: lines.join('\n'), html };
}
