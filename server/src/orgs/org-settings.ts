// An organization as its members see it and its owners edit it (spec 2 'Settings', spec 5
// 'Settings form'): the admin view of a stored row, and the owner's update of it.
import { eq } from 'drizzle-orm';
import type { OrgRole, OrgAdminView, OrgSettingsUpdate, ReportAllowance } from '../../../core/api';
import type { Db } from '../db/database';
import { organizations } from '../db/schema';
import { unknownCityIds } from './cities';
import { embedOriginsChanged } from './embed-origins';
import { readStoredCityIds, readStoredFlags, readStoredOrigins, readStoredSettings, type OrganizationRow } from './org-store';
import { webhookSigningKey } from './webhook-key';

/**
 * A CRM webhook URL as a member sees it: its scheme and host, the rest masked. Such URLs often
 * carry their secret in the path or the query (`https://hooks.example/catch/123/abc`).
 */
export function maskWebhookUrl(url: string | null | undefined): string | null {
  if (!url) return url ?? null;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}/\u2022\u2022\u2022`;
  } catch {
    return '\u2022\u2022\u2022';
  }
}

/** The admin view of `row` for a caller with `role`; the webhook signing key and the webhook URL whole go to owners only. */
export function toAdminView(row: OrganizationRow, role: OrgRole, secret: string, reportAllowance: ReportAllowance): OrgAdminView {
  const settings = readStoredSettings(row.settings);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    land_url: row.landUrl,
    settings: role === 'owner' ? settings : { ...settings, crm_webhook_url: maskWebhookUrl(settings.crm_webhook_url) },
    features: readStoredFlags(row.features),
    city_ids: readStoredCityIds(row.cityIds),
    allowed_origins: readStoredOrigins(row.allowedOrigins),
    my_role: role,
    webhook_signing_key: role === 'owner' ? webhookSigningKey(secret, row.id) : null,
    report_allowance: reportAllowance,
  };
}

/** What an update of an organization's settings answers: the stored row, unknown city ids, or no such organization. */
export type SettingsUpdateResult = { ok: true; row: OrganizationRow } | { ok: false; reason: 'unknown_cities'; cityIds: number[] } | { ok: false; reason: 'no_organization' };

/**
 * Writes an owner's validated update of organization `orgId` and answers the stored row. City ids
 * must be cities (else the unknown ones are answered); city ids and origins are kept once each.
 */
export async function saveOrgSettings(db: Db, orgId: string, update: OrgSettingsUpdate): Promise<SettingsUpdateResult> {
  const unknown = await unknownCityIds(db, update.city_ids);
  if (unknown.length > 0) return { ok: false, reason: 'unknown_cities', cityIds: unknown };
  const [row] = await db
    .update(organizations)
    .set({
      name: update.name,
      email: update.email,
      landUrl: update.land_url,
      settings: update.settings,
      features: update.features,
      cityIds: [...new Set(update.city_ids)],
      allowedOrigins: [...new Set(update.allowed_origins)],
    })
    .where(eq(organizations.id, orgId))
    .returning();
  if (!row) return { ok: false, reason: 'no_organization' };
  embedOriginsChanged();
  return { ok: true, row };
}
