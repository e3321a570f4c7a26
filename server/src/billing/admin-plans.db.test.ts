// The operator's plan commands on a real database (issue 29): an organization's plan, and each
// plan's monthly allowance of visitors' full reports, with the messages of a wrong command.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrganization } from '../../../tests/setup/org-fixtures';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from '../db/database';
import { organizations } from '../db/schema';
import { planAllowance } from '../orgs/report-allowance';
import { runAdminCommand } from './admin-commands';

let database: Database;
// The command closes what it opens; the test's database stays open for the next one.
const openDb = async (): Promise<Database> => ({ ...database, close: async () => undefined });

beforeAll(async () => {
  database = await createTestDatabase();
  await insertOrganization(database.db, 'hollow-creek');
});
afterAll(async () => database?.close());

describe('npm run admin: plans', () => {
  it('moves an organization to Pro, and says which allowance that gives', async () => {
    expect(await runAdminCommand(['set-org-plan', 'hollow-creek', 'pro'], openDb)).toEqual({ code: 0, out: 'hollow-creek: plan free -> pro (500 full reports a month for its visitors).' });
    const [row] = await database.db.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.id, 'hollow-creek'));
    expect(row!.plan).toBe('pro');
  });

  it('sets a plan’s allowance, which the next unlock counts against', async () => {
    expect(await runAdminCommand(['set-plan-allowance', 'free', '40'], openDb)).toEqual({ code: 0, out: "Plan free: 25 -> 40 full reports a month for each organization's visitors." });
    expect(await planAllowance(database.db, 'free')).toBe(40);
    expect(await planAllowance(database.db, 'pro')).toBe(500);
  });

  it('names what is wrong: an unknown organization or plan, or not a number', async () => {
    expect(await runAdminCommand(['set-org-plan', 'nobody', 'pro'], openDb)).toEqual({ code: 1, out: 'No organization has the id nobody.' });
    expect(await runAdminCommand(['set-org-plan', 'hollow-creek', 'gold'], openDb)).toEqual({ code: 2, out: 'Unknown plan: gold (use free or pro)' });
    expect((await runAdminCommand(['set-plan-allowance', 'pro', 'many'], openDb)).out.split('\n')[0]).toBe('Not a number of reports: many');
  });
});
