import { describe, expect, it } from 'vitest';
import { readAccountPage, readReturnTo } from './page-request';

describe('readReturnTo', () => {
  it('takes https origins and http on localhost, as they are written', () => {
    expect(readReturnTo('https://builder.example')).toBe('https://builder.example');
    expect(readReturnTo('https://builder.example:8443')).toBe('https://builder.example:8443');
    expect(readReturnTo('http://localhost:5173')).toBe('http://localhost:5173');
    expect(readReturnTo('http://127.0.0.1:4000')).toBe('http://127.0.0.1:4000');
  });

  it('posts to no one for anything that is not a canonical http(s) origin', () => {
    for (const value of [
      null,
      undefined,
      '',
      '*',
      'null',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://builder.example/path',
      'https://builder.example/?q=1',
      'https://user@builder.example',
      'HTTPS://Builder.Example',
      'https://builder.example:443',
      'http://builder.example',
      'ftp://builder.example',
      '//builder.example',
    ]) {
      expect(readReturnTo(value), String(value)).toBeNull();
    }
  });
});

describe('readAccountPage', () => {
  const rules = { ownOrigin: 'https://lotline.example', approved: 'https://builder.example' };

  it('opens the sign-in form by default and the sign-up form with mode=sign-up', () => {
    expect(readAccountPage('/sign-in', '?returnTo=https%3A%2F%2Fbuilder.example&mode=sign-up', rules)).toEqual({
      view: 'sign-up',
      returnTo: 'https://builder.example',
      resetToken: null,
    });
    expect(readAccountPage('/sign-in', '?mode=other&returnTo=https://evil.example/steal', rules)).toEqual({ view: 'sign-in', returnTo: null, resetToken: null });
  });

  it('returns to its own origin or the approved one only', () => {
    expect(readAccountPage('/sign-in', '?returnTo=https://lotline.example', { ...rules, approved: null }).returnTo).toBe('https://lotline.example');
    expect(readAccountPage('/sign-in', '?returnTo=https://evil.example', rules).returnTo).toBeNull();
    expect(readAccountPage('/sign-in', '?returnTo=https://builder.example', { ...rules, approved: undefined }).returnTo).toBeNull();
    // An embed's request for Lotline's own origin (its page framed in a site) counts only when the server approved it.
    expect(readAccountPage('/sign-in', '?returnTo=https://lotline.example&org=acme', { ...rules, approved: null }).returnTo).toBeNull();
    expect(readAccountPage('/sign-in', '?returnTo=https://lotline.example&org=acme', { ...rules, approved: 'https://lotline.example' }).returnTo).toBe('https://lotline.example');
    // An approval that is not an origin approves nothing.
    expect(readAccountPage('/sign-in', '?returnTo=https://builder.example', { ...rules, approved: 'https://builder.example/' }).returnTo).toBeNull();
  });

  it('confirms a reset at /reset-password with the token of the link', () => {
    expect(readAccountPage('/reset-password', '?token=abc123', rules)).toEqual({ view: 'reset-confirm', returnTo: null, resetToken: 'abc123' });
    expect(readAccountPage('/reset-password', '', rules)).toEqual({ view: 'reset-confirm', returnTo: null, resetToken: null });
    expect(readAccountPage('/sign-in', '?token=abc123', rules).resetToken).toBeNull();
  });
});
