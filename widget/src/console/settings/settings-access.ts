// What the settings page shows its reader (spec 6 'Organization roles'): a sign-in prompt for
// visitors, a pointer to onboarding for users without an organization, otherwise the tabs their
// role allows (owners edit the organization and see its leads and analytics; members read the
// organization and the member list). Everyone edits their own name and role.
import type { OrgRole } from '../../../../core/api';

/** The page's tabs, in order. */
export const SETTINGS_TABS = ['organization', 'members', 'leads', 'analytics'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** What the page shows. */
export type SettingsView = { kind: 'signed-out' } | { kind: 'loading' } | { kind: 'no-organization' } | { kind: 'organization'; orgId: string; role: OrgRole };

/** The page's view for a session: signed in or not, and the user once `GET /api/me` answered. */
export function settingsView(isSignedIn: boolean, user: { organization_id: string | null; organization_role: OrgRole | null } | undefined): SettingsView {
  if (!isSignedIn) return { kind: 'signed-out' };
  if (!user) return { kind: 'loading' };
  if (!user.organization_id || !user.organization_role) return { kind: 'no-organization' };
  return { kind: 'organization', orgId: user.organization_id, role: user.organization_role };
}

/** The tabs of a role: members get the organization (read only) and the member list. */
export function tabsFor(role: OrgRole): SettingsTab[] {
  return role === 'owner' ? [...SETTINGS_TABS] : ['organization', 'members'];
}

/** Whether a role edits the organization. */
export function canEditOrganization(role: OrgRole): boolean {
  return role === 'owner';
}

/** The parts of the Organization tab a reader changes and saves. */
export interface SettingsEditing {
  /** Their own name and role (`PATCH /api/me`). */
  profile: boolean;
  /** The organization's settings (`PUT /api/orgs/:id/settings`). */
  organization: boolean;
}

/**
 * What a role changes on the Organization tab: every member their own profile, which is theirs
 * whatever their role; owners the organization too, with one Save for both.
 */
export function settingsEditing(role: OrgRole): SettingsEditing {
  return { profile: true, organization: canEditOrganization(role) };
}

/** The tab an address's hash names (`#members`, `#leads/{id}`), if the role has it; else the first. */
export function tabFromHash(hash: string, role: OrgRole): SettingsTab {
  const tabs = tabsFor(role);
  const named = hash.replace(/^#/, '').split('/')[0] ?? '';
  return (tabs as readonly string[]).includes(named) ? (named as SettingsTab) : tabs[0]!;
}

/** The lead an address's hash opens (`#leads/{id}`, the owners' e-mail's link), or null. */
export function leadIdFromHash(hash: string): string | null {
  const match = /^#?leads\/([^/]+)$/.exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
