import { describe, expect, it } from 'vitest';
import { canAskForHelp } from './help-access';

const builder = { package: 'pro', onboarded: true, role: 'Builder' } as const;

describe('who gets “Need Help?” (spec 6)', () => {
  it('is offered to paid, onboarded users who are not homeowners, outside embeds', () => {
    expect(canAskForHelp(builder, false)).toBe(true);
    expect(canAskForHelp({ ...builder, role: 'Invited User' }, false)).toBe(true);
  });

  it('is not offered to free, not onboarded or homeowner users, to visitors, nor in embeds', () => {
    expect(canAskForHelp({ ...builder, package: 'free' }, false)).toBe(false);
    expect(canAskForHelp({ ...builder, onboarded: false }, false)).toBe(false);
    expect(canAskForHelp({ ...builder, role: 'Homeowner' }, false)).toBe(false);
    expect(canAskForHelp(undefined, false)).toBe(false);
    expect(canAskForHelp(builder, true)).toBe(false);
  });
});
