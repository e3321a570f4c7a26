import { describe, expect, it } from 'vitest';
import { inviteEmail } from './invite-email';

describe('inviteEmail', () => {
  const email = inviteEmail({
    to: 'ada@example.com',
    senderName: 'Olive <Owner>',
    organizationName: 'Smith & "Sons"\nBuilders',
    role: 'owner',
    link: 'https://lotline.example/join?token=abc_-123',
    validDays: 14,
  });

  it('names the sender, the organization, the role and the link in plain text', () => {
    expect(email.to).toBe('ada@example.com');
    expect(email.text).toBe(
      [
        'Hello,',
        '',
        'Olive <Owner> invited you to join Smith & "Sons"\nBuilders on Lotline as an owner.',
        '',
        'Open this link within 14 days, then sign in or create an account with this e-mail address to join:',
        '',
        'https://lotline.example/join?token=abc_-123',
        '',
        'If you did not expect this invite, ignore this e-mail: nothing changes until the link is opened.',
      ].join('\n'),
    );
  });

  it('escapes names in the HTML and keeps the subject on one line', () => {
    expect(email.html).toContain('<p>Olive &#60;Owner&#62; invited you to join Smith &#38; &#34;Sons&#34;\nBuilders on Lotline as an owner.</p>');
    expect(email.html).toContain('<a href="https://lotline.example/join?token=abc_-123">Join Smith &#38; &#34;Sons&#34;\nBuilders</a>');
    expect(email.subject).toBe('Join Smith & "Sons" Builders on Lotline');
  });
});
