// Grants of a visitor's full report: what a signed one says, and nothing for a changed, re-encoded,
// expired or malformed one.
import { describe, expect, it } from 'vitest';
import { signReportGrant, verifyReportGrant } from '../quota/report-grant';

const secret = 'a-test-secret-of-at-least-32-characters!';
const now = new Date('2026-12-02T12:00:00.000Z');
const grant = { organizationId: 'hollow-creek', propertyId: 'ma-cambridge/26-103', visitorId: 'visitor-0123456789abcdef', expiresAt: new Date('2026-12-03T12:00:00.000Z') };

describe('report grants', () => {
  it('say what was signed until they expire', () => {
    const text = signReportGrant(secret, grant);
    expect(verifyReportGrant(secret, text, now)).toEqual(grant);
    expect(verifyReportGrant(secret, text, new Date('2026-12-03T12:00:00.000Z'))).toBeNull();
    expect(verifyReportGrant('another-secret-of-at-least-32-characters', text, now)).toBeNull();
  });

  it('refuse a changed payload, a signature in another spelling, and text that is no grant', () => {
    const text = signReportGrant(secret, grant);
    const [prefix, payload, signature] = text.split('.') as [string, string, string];
    const other = signReportGrant(secret, { ...grant, propertyId: 'ma-cambridge/1-1' }).split('.')[1]!;
    expect(verifyReportGrant(secret, [prefix, other, signature].join('.'), now)).toBeNull();
    // The last character of 43 carries 2 spare bits: another letter with the same bytes is not the grant.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(verifyReportGrant(secret, [prefix, payload, signature.slice(0, -1) + sibling].join('.'), now)).toBeNull();
    for (const bad of ['', 'vg1', 'vg1..', `vg2.${payload}.${signature}`, `${text}.x`, 'x'.repeat(2000)]) expect(verifyReportGrant(secret, bad, now)).toBeNull();
  });
});
