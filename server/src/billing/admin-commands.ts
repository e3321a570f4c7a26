// The operator's commands behind `npm run admin` (admin-cli.ts): `set-package EMAIL pro|free`.
// Each answers what to print and an exit code: non-zero with a clear message for a bad command,
// an unknown e-mail or an unknown package.
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { EmailSchema } from '../../../core/api/auth.schema';
import { PACKAGES, PACKAGE_QUOTAS, type Package } from '../../../core/api/quota.schema';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { createDefaultBillingProvider } from './billing-provider';

const USAGE = 'Usage: npm run admin -- set-package <email> <free|pro>';

/** Runs one admin command; answers what to print and the exit code. */
export async function runAdminCommand(args: readonly string[], openDb: () => Promise<Database>): Promise<{ code: number; out: string }> {
  const [command, emailArg, pkgArg, ...rest] = args;
  if (command !== 'set-package' || emailArg === undefined || pkgArg === undefined || rest.length > 0) return { code: 2, out: USAGE };
  const email = v.safeParse(EmailSchema, emailArg);
  if (!email.success) return { code: 2, out: `Not an e-mail address: ${emailArg}\n${USAGE}` };
  if (!(PACKAGES as readonly string[]).includes(pkgArg)) return { code: 2, out: `Unknown package: ${pkgArg} (use ${PACKAGES.join(' or ')})` };
  const pkg = pkgArg as Package;
  const database = await openDb();
  try {
    await database.migrate();
    const [user] = await database.db.select({ id: users.id, package: users.package }).from(users).where(eq(users.email, email.output));
    if (!user) return { code: 1, out: `No account has the e-mail ${email.output}.` };
    await createDefaultBillingProvider(database.db).setPackage(user.id, pkg);
    const quota = PACKAGE_QUOTAS[pkg];
    return {
      code: 0,
      out: `${email.output}: package ${user.package} -> ${pkg} (quota ${quota.limit} addresses ${quota.period === 'month' ? 'a month' : 'in all'}).`,
    };
  } finally {
    await database.close();
  }
}
