// The organization whose price book prices a report (decision 048): its name, its public site and
// its price book, read from its settings JSON.
import { eq } from 'drizzle-orm';
import type { PricingOrganization } from '../../../core/estimates';
import type { Db } from '../db/database';
import { organizations } from '../db/schema';
import { readStoredSettings } from './org-store';

/** The pricing of organization `id`, or null when there is no such organization. */
export async function loadPricingOrganization(db: Db, id: string): Promise<PricingOrganization | null> {
  const [row] = await db
    .select({ name: organizations.name, landUrl: organizations.landUrl, settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  if (!row) return null;
  return { name: row.name, url: row.landUrl, price_book: readStoredSettings(row.settings).price_book };
}
