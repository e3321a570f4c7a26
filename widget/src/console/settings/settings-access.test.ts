import { describe, expect, it } from 'vitest';
import { canEditOrganization, leadIdFromHash, settingsEditing, settingsView, tabFromHash, tabsFor } from './settings-access';

describe('the settings page by reader (spec 6)', () => {
  it('prompts visitors to sign in, waits for the account, points users without an organization to onboarding', () => {
    expect(settingsView(false, undefined)).toEqual({ kind: 'signed-out' });
    expect(settingsView(true, undefined)).toEqual({ kind: 'loading' });
    expect(settingsView(true, { organization_id: null, organization_role: null })).toEqual({ kind: 'no-organization' });
    expect(settingsView(true, { organization_id: 'cape-cottages', organization_role: 'member' })).toEqual({ kind: 'organization', orgId: 'cape-cottages', role: 'member' });
  });

  it('gives owners every tab and Save, members the organization (read only) and the member list', () => {
    expect(tabsFor('owner')).toEqual(['organization', 'members', 'leads', 'analytics']);
    expect(tabsFor('member')).toEqual(['organization', 'members']);
    expect(canEditOrganization('owner')).toBe(true);
    expect(canEditOrganization('member')).toBe(false);
  });

  it('lets everyone edit their own profile, and owners the organization too', () => {
    expect(settingsEditing('owner')).toEqual({ profile: true, organization: true });
    expect(settingsEditing('member')).toEqual({ profile: true, organization: false });
  });

  it('opens the tab the hash names when the role has it', () => {
    expect(tabFromHash('#members', 'member')).toBe('members');
    expect(tabFromHash('#leads', 'owner')).toBe('leads');
    expect(tabFromHash('#leads', 'member')).toBe('organization');
    expect(tabFromHash('', 'owner')).toBe('organization');
    // The owners' e-mail links to a lead: its tab opens, for owners only.
    expect(tabFromHash('#leads/4f1c-9a', 'owner')).toBe('leads');
    expect(tabFromHash('#leads/4f1c-9a', 'member')).toBe('organization');
    expect(leadIdFromHash('#leads/4f1c-9a')).toBe('4f1c-9a');
    expect(leadIdFromHash('#leads/a%20b')).toBe('a b');
    expect(leadIdFromHash('#leads')).toBeNull();
    expect(leadIdFromHash('#members/4f1c')).toBeNull();
    expect(leadIdFromHash('#leads/%E0')).toBeNull();
  });
});
