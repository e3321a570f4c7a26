// The invite e-mail (spec 2 'Members panel'): who invites whom to which organization, the link
// that joins it, how long the link works, and what to do if it was not expected.
import type { OrgRole } from '../../../core/api';
import { escapeHtml } from './escape-html';
import type { OutgoingEmail } from './outbox';

/** The e-mail that carries the invite `link` to `to`. */
export function inviteEmail(options: { to: string; senderName: string; organizationName: string; role: OrgRole; link: string; validDays: number }): OutgoingEmail {
  const role = options.role === 'owner' ? 'an owner' : 'a member';
  const invitation = `${options.senderName} invited you to join ${options.organizationName} on Lotline as ${role}.`;
  const action = `Open this link within ${options.validDays} days, then sign in or create an account with this e-mail address to join:`;
  const ignore = 'If you did not expect this invite, ignore this e-mail: nothing changes until the link is opened.';
  const text = ['Hello,', '', invitation, '', action, '', options.link, '', ignore].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(invitation)}</p>`,
    `<p>${escapeHtml(action)}</p>`,
    `<p><a href="${escapeHtml(options.link)}">Join ${escapeHtml(options.organizationName)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ].join('\n');
  // A name with line breaks must not break the subject header.
  return { to: options.to, subject: `Join ${options.organizationName.replace(/\s+/g, ' ')} on Lotline`, text, html };
}
