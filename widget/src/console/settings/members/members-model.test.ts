import { describe, expect, it } from 'vitest';
import type { Invite, Member } from '../../../../../core/api';
import { canChangeRole, canSubmitInvite, EMPTY_INVITE, inviteErrors, memberName, panelControls, withoutInvite, withPendingInvite, withRole } from './members-model';

const member = (user_id: string, organization_role: Member['organization_role'], first_name = 'Grace', last_name = 'Hopper'): Member => ({
  user_id,
  organization_role,
  created_at: '2026-03-01T10:00:00.000Z',
  onboarding_data: { first_name, last_name, email: `${user_id}@example.com` },
});
const invite = (id: string, email: string): Invite => ({ id, email, organization_role: 'member', sender_user_id: 'owner', organization_id: 'cape-cottages', created_at: '2026-03-02T10:00:00.000Z' });

describe('members panel permissions (spec 6)', () => {
  it('gives owners the invite form and revoking; members see the list only', () => {
    expect(panelControls('owner')).toEqual({ canInvite: true, canRevokeInvites: true });
    expect(panelControls('member')).toEqual({ canInvite: false, canRevokeInvites: false });
  });

  it('lets owners change the roles of members but never of an owner; members change none', () => {
    expect(canChangeRole('owner', member('m1', 'member'))).toBe(true);
    expect(canChangeRole('owner', member('o2', 'owner'))).toBe(false);
    expect(canChangeRole('member', member('m1', 'member'))).toBe(false);
    expect(canChangeRole('member', member('o1', 'owner'))).toBe(false);
  });
});

describe('the invite form (spec 5)', () => {
  it('defaults to member and is sendable only when valid and not sending', () => {
    expect(EMPTY_INVITE).toEqual({ email: '', organization_role: 'member' });
    expect(inviteErrors(EMPTY_INVITE)).toEqual({ email: ['Email is required'] });
    expect(inviteErrors({ email: 'grace@', organization_role: 'member' })).toEqual({ email: ['Please verify that you are entering the correct email.'] });
    expect(inviteErrors({ email: `${'a'.repeat(120)}@example.com`, organization_role: 'owner' })).toEqual({ email: ['Email must be less than 128 characters.'] });
    expect(canSubmitInvite({ email: ' Grace@Example.com ', organization_role: 'owner' }, false)).toBe(true);
    expect(canSubmitInvite({ email: 'grace@example.com', organization_role: 'member' }, true)).toBe(false);
    expect(canSubmitInvite(EMPTY_INVITE, false)).toBe(false);
  });
});

describe('local updates (spec 4)', () => {
  it('adds a sent invite first as pending, replacing an older one to the same address, and removes a revoked one', () => {
    const list = [invite('i1', 'a@example.com'), invite('i2', 'b@example.com')];
    expect(withPendingInvite(list, invite('i3', 'b@example.com')).map((item) => item.id)).toEqual(['i3', 'i1']);
    expect(withoutInvite(list, 'i1').map((item) => item.id)).toEqual(['i2']);
  });

  it('changes one member’s role after the server agreed, and names members', () => {
    const members = [member('o1', 'owner', 'Ada', 'Lovelace'), member('m1', 'member')];
    expect(withRole(members, 'm1', 'owner').map((item) => item.organization_role)).toEqual(['owner', 'owner']);
    expect(memberName(members[0]!)).toBe('Ada Lovelace');
    expect(memberName(member('m2', 'member', '', ''))).toBe('m2@example.com');
  });
});
