import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { OrgIdSchema } from '../../../core/api';
import { orgIdCandidate, orgIdFromName } from './onboarding';

describe('orgIdFromName', () => {
  it('keeps lower-case letters and digits joined by single dashes, accents dropped', () => {
    expect(orgIdFromName('Hollow Creek Cottages')).toBe('hollow-creek-cottages');
    expect(orgIdFromName('  Käthe & Sons, Builders!! ')).toBe('kathe-sons-builders');
    expect(orgIdFromName('ADU 4 U -- Inc.')).toBe('adu-4-u-inc');
  });

  it('answers "organization" when nothing is left', () => {
    expect(orgIdFromName('!!!')).toBe('organization');
    expect(orgIdFromName('東京建設')).toBe('organization');
  });

  it('cuts at 64 characters without a trailing dash', () => {
    const id = orgIdFromName(`${'a'.repeat(63)} b`);
    expect(id).toBe('a'.repeat(63));
    expect(v.is(OrgIdSchema, orgIdFromName('x'.repeat(200)))).toBe(true);
  });
});

describe('orgIdCandidate', () => {
  it('numbers from 2 and shortens the base so the id stays within 64 characters', () => {
    expect(orgIdCandidate('acme', 1)).toBe('acme');
    expect(orgIdCandidate('acme', 2)).toBe('acme-2');
    expect(orgIdCandidate('acme', 13)).toBe('acme-13');
    const long = orgIdCandidate('b'.repeat(64), 10);
    expect(long).toBe(`${'b'.repeat(61)}-10`);
    expect(orgIdCandidate(`${'c'.repeat(61)}-dd`, 2)).toBe(`${'c'.repeat(61)}-2`);
  });
});
