// Sealed outbox bodies: they open with the secret, row and recipient they were sealed for only,
// never show their text, and an altered one does not open.
import { describe, expect, it } from 'vitest';
import { openEmailBody, sealEmailBody } from './sealed-body';

const secret = 'a-test-secret-of-at-least-32-characters!';
const row = { id: '6f1c2c1e-0000-4000-8000-000000000001', to: 'ada@example.com' };
const body = { text: 'Open https://lotline.example/join?token=abc_-123 within 14 days.', html: '<a href="https://lotline.example/join?token=abc_-123">Join</a>' };

describe('sealed e-mail bodies', () => {
  it('open with the secret, row and recipient they were sealed for, text and HTML alike', () => {
    const sealed = sealEmailBody(secret, row, body);
    expect(sealed.startsWith('sealed.v1.')).toBe(true);
    expect(sealed).not.toContain('abc_-123');
    expect(openEmailBody(secret, row, sealed)).toEqual(body);
    expect(openEmailBody(secret, row, sealEmailBody(secret, row, { text: 'Text only' }))).toEqual({ text: 'Text only' });
  });

  it('differ each time, so two sealings of one message tell nothing', () => {
    expect(sealEmailBody(secret, row, body)).not.toBe(sealEmailBody(secret, row, body));
  });

  it('do not open with another secret, for another row or recipient, or once altered', () => {
    const sealed = sealEmailBody(secret, row, body);
    expect(openEmailBody('another-secret-of-at-least-32-characters', row, sealed)).toBeNull();
    expect(openEmailBody(secret, { ...row, id: '6f1c2c1e-0000-4000-8000-000000000002' }, sealed)).toBeNull();
    expect(openEmailBody(secret, { ...row, to: 'eve@example.com' }, sealed)).toBeNull();
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(openEmailBody(secret, row, flipped)).toBeNull();
    expect(openEmailBody(secret, row, 'sealed.v1.')).toBeNull();
    expect(openEmailBody(secret, row, body.text)).toBeNull();
  });

  it('read a body queued before sealing (migration 0016) as it was', () => {
    const legacy = `plain.v0.${JSON.stringify({ text: body.text, html: null })}`;
    expect(openEmailBody(secret, row, legacy)).toEqual({ text: body.text });
    expect(openEmailBody(secret, row, 'plain.v0.{"text":1}')).toBeNull();
  });
});
