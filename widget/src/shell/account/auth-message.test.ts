import { describe, expect, it } from 'vitest';
import { acceptedAuthToken, authMessage } from './auth-message';

const popup = { name: 'the popup this widget opened' };
const apiOrigin = 'https://lotline.example';
const sender = { apiOrigin, popup };
const fromPopup = (data: unknown, overrides: { origin?: string; source?: unknown } = {}) => ({ origin: apiOrigin, source: popup, data, ...overrides });

describe('authMessage', () => {
  it('is the versioned envelope the popup posts', () => {
    expect(authMessage('tok-1')).toEqual({ type: 'lotline:auth', version: 1, token: 'tok-1' });
  });
});

describe('acceptedAuthToken', () => {
  it('takes the token from the popup it opened, on the API origin', () => {
    expect(acceptedAuthToken(fromPopup(authMessage('tok-1')), sender)).toBe('tok-1');
  });

  it('ignores the same message from another origin, another window, or when no popup is open', () => {
    const message = authMessage('tok-1');
    expect(acceptedAuthToken(fromPopup(message, { origin: 'https://evil.example' }), sender)).toBeNull();
    expect(acceptedAuthToken(fromPopup(message, { origin: 'http://lotline.example' }), sender)).toBeNull();
    expect(acceptedAuthToken(fromPopup(message, { source: { name: 'another window' } }), sender)).toBeNull();
    expect(acceptedAuthToken(fromPopup(message, { source: null }), { apiOrigin, popup: null })).toBeNull();
  });

  it('takes only a widget token for an embedded widget, never a session (issue 28)', () => {
    const embedded = { ...sender, widgetTokensOnly: true };
    expect(acceptedAuthToken(fromPopup(authMessage('wgt.abc')), embedded)).toBe('wgt.abc');
    expect(acceptedAuthToken(fromPopup(authMessage('a-full-session-token-0123456789')), embedded)).toBeNull();
    expect(acceptedAuthToken(fromPopup(authMessage('a-full-session-token-0123456789')), sender)).toBe('a-full-session-token-0123456789');
  });

  it('ignores other types, versions and tokens that are not non-empty strings', () => {
    for (const data of [
      { type: 'lotline:auth', version: 2, token: 'tok-1' },
      { type: 'lotline:auth', version: '1', token: 'tok-1' },
      { type: 'lotline:other', version: 1, token: 'tok-1' },
      { type: 'lotline:auth', version: 1, token: 42 },
      { type: 'lotline:auth', version: 1, token: '' },
      { type: 'lotline:auth', version: 1 },
      'lotline:auth',
      null,
    ]) {
      expect(acceptedAuthToken(fromPopup(data), sender), JSON.stringify(data)).toBeNull();
    }
  });
});
