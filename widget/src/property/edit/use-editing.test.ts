import { describe, expect, it } from 'vitest';
import { canEdit } from './use-editing';

describe('canEdit', () => {
  it('lets a signed-in user with the full report edit', () => {
    expect(canEdit({ user: { user_id: 'ada' }, limited_report: false })).toBe(true);
  });

  it('hides editing from visitors and from limited reports (spec 1 section 6)', () => {
    expect(canEdit({ user: null, limited_report: true })).toBe(false);
    expect(canEdit({ user: null, limited_report: false })).toBe(false);
    expect(canEdit({ user: { user_id: 'ada' }, limited_report: true })).toBe(false);
  });
});
