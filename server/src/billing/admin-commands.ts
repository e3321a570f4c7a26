// The operator's commands behind `npm run admin` (admin-cli.ts): `set-package EMAIL pro|free`,
// an organization's plan and each plan's monthly allowance of visitors' full reports (issue 29),
// and `backup FILE` / `restore FILE` of the embedded database with its media (issue 10). Each
// answers what to print and an exit code: non-zero with a clear message for a bad command, an
// unknown e-mail or package, a running server on the embedded database, or an unusable backup.
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { EmailSchema, ORG_PLANS, PACKAGES, PACKAGE_QUOTAS, type OrgPlan, type Package } from '../../../core/api';
import type { Database } from '../db/database';
import { DataDirInUseError } from '../db/data-dir-lock';
import { backupEmbedded, BadBackupError, restoreEmbedded, type BackupSummary } from '../db/embedded-backup';
import { organizations, users } from '../db/schema';
import { planAllowance, setPlanAllowance } from '../orgs/report-allowance';
import { createDefaultBillingProvider } from './billing-provider';

const USAGE = [
  'Usage: npm run admin -- set-package <email> <free|pro>',
  '       npm run admin -- set-org-plan <organization id> <free|pro>',
  '       npm run admin -- set-plan-allowance <free|pro> <full reports a month>',
  '       npm run admin -- backup <file>     (embedded database; stop the server first)',
  '       npm run admin -- restore <file>    (embedded database; stop the server first)',
].join('\n');

/** Where the data lives: the data directory, and PostgreSQL's URL when it is used instead of the embedded database. */
export interface AdminStorage {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Where media and PDFs are (LOTLINE_FILE_STORE); `database` puts them in the dump too. Default `files`. */
  fileStore?: 'files' | 'database' | undefined;
}

/** What to do instead of `backup`/`restore` on PostgreSQL (docs/deploy.md has the whole procedure). */
function postgresAdvice(command: 'backup' | 'restore', file: string, storage: AdminStorage): string {
  const tool =
    command === 'backup'
      ? `  pg_dump --format=custom --file=${file} "$DATABASE_URL"`
      : `  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" ${file}`;
  return [
    `DATABASE_URL is set: the database is PostgreSQL, which this command does not ${command === 'backup' ? 'back up' : 'restore'}. Use PostgreSQL's own tools, for example`,
    tool,
    storage.fileStore === 'database'
      ? `The photos, videos and PDFs are in the database (LOTLINE_FILE_STORE=database), so the dump holds them too (docs/deploy.md, Backups).`
      : `and ${command === 'backup' ? 'copy' : 'put back'} the files in ${resolve(storage.dataDir, 'media')} and ${resolve(storage.dataDir, 'pdf')} (docs/deploy.md, Backups).`,
  ].join('\n');
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const describe = (summary: BackupSummary) =>
  `${summary.databaseFiles} database files, ${summary.mediaFiles} media files, ${summary.pdfFiles} PDF files${summary.hasSecret ? ', the secret' : ''}; ${megabytes(summary.bytes)}`;

async function backupOrRestore(command: 'backup' | 'restore', file: string, storage: AdminStorage): Promise<{ code: number; out: string }> {
  if (storage.databaseUrl) return { code: 2, out: postgresAdvice(command, file, storage) };
  const dataDir = resolve(storage.dataDir);
  const target = resolve(file);
  try {
    if (command === 'backup') {
      const summary = await backupEmbedded(dataDir, target);
      return { code: 0, out: `Backed up ${dataDir} to ${target}: ${describe(summary)} in a ${megabytes(summary.fileBytes)} file, ${summary.migrations} migrations.` };
    }
    const summary = await restoreEmbedded(dataDir, target);
    return {
      code: 0,
      out: [
        `Restored ${target} (made ${summary.createdAt}) into ${dataDir}: ${describe(summary)}.`,
        `The data it replaced is in ${summary.previous}; delete that folder once the restored server works.`,
      ].join('\n'),
    };
  } catch (error) {
    if (error instanceof DataDirInUseError) return { code: 1, out: `Stop the Lotline server first. ${error.message}` };
    if (error instanceof BadBackupError) return { code: 1, out: `${error.message}. Nothing was changed.` };
    throw error;
  }
}

/** Opens the database for a command, migrated, and closes it after; a running server on the embedded one is a clear refusal. */
async function withDatabase(openDb: () => Promise<Database>, work: (database: Database) => Promise<{ code: number; out: string }>): Promise<{ code: number; out: string }> {
  let database: Database;
  try {
    database = await openDb();
  } catch (error) {
    if (error instanceof DataDirInUseError) return { code: 1, out: `Stop the Lotline server first. ${error.message}` };
    throw error;
  }
  try {
    await database.migrate();
    return await work(database);
  } finally {
    await database.close();
  }
}

/** `set-org-plan ORG free|pro` and `set-plan-allowance free|pro N`. */
async function planCommand(command: 'set-org-plan' | 'set-plan-allowance', first: string, second: string, openDb: () => Promise<Database>): Promise<{ code: number; out: string }> {
  const isPlan = (text: string): text is OrgPlan => (ORG_PLANS as readonly string[]).includes(text);
  if (command === 'set-org-plan') {
    if (!isPlan(second)) return { code: 2, out: `Unknown plan: ${second} (use ${ORG_PLANS.join(' or ')})` };
    return withDatabase(openDb, async ({ db }) => {
      const [before] = await db.select({ plan: organizations.plan }).from(organizations).where(eq(organizations.id, first));
      if (!before) return { code: 1, out: `No organization has the id ${first}.` };
      await db.update(organizations).set({ plan: second }).where(eq(organizations.id, first));
      return { code: 0, out: `${first}: plan ${before.plan} -> ${second} (${await planAllowance(db, second)} full reports a month for its visitors).` };
    });
  }
  if (!isPlan(first)) return { code: 2, out: `Unknown plan: ${first} (use ${ORG_PLANS.join(' or ')})` };
  if (!/^\d{1,7}$/.test(second)) return { code: 2, out: `Not a number of reports: ${second}\n${USAGE}` };
  return withDatabase(openDb, async ({ db }) => {
    const before = await planAllowance(db, first);
    await setPlanAllowance(db, first, Number(second));
    return { code: 0, out: `Plan ${first}: ${before} -> ${Number(second)} full reports a month for each organization's visitors.` };
  });
}

/** Runs one admin command; answers what to print and the exit code. */
export async function runAdminCommand(
  args: readonly string[],
  openDb: () => Promise<Database>,
  storage: AdminStorage = { dataDir: './.lotline-data' },
): Promise<{ code: number; out: string }> {
  const [command, ...rest] = args;
  if ((command === 'backup' || command === 'restore') && rest.length === 1 && rest[0]) return backupOrRestore(command, rest[0], storage);
  if ((command === 'set-org-plan' || command === 'set-plan-allowance') && rest.length === 2) return planCommand(command, rest[0]!, rest[1]!, openDb);
  const [emailArg, pkgArg, ...extra] = rest;
  if (command !== 'set-package' || emailArg === undefined || pkgArg === undefined || extra.length > 0) return { code: 2, out: USAGE };
  const email = v.safeParse(EmailSchema, emailArg);
  if (!email.success) return { code: 2, out: `Not an e-mail address: ${emailArg}\n${USAGE}` };
  if (!(PACKAGES as readonly string[]).includes(pkgArg)) return { code: 2, out: `Unknown package: ${pkgArg} (use ${PACKAGES.join(' or ')})` };
  const pkg = pkgArg as Package;
  return withDatabase(openDb, async (database) => {
    const [user] = await database.db.select({ id: users.id, package: users.package }).from(users).where(eq(users.email, email.output));
    if (!user) return { code: 1, out: `No account has the e-mail ${email.output}.` };
    await createDefaultBillingProvider(database.db).setPackage(user.id, pkg);
    const quota = PACKAGE_QUOTAS[pkg];
    return {
      code: 0,
      out: `${email.output}: package ${user.package} -> ${pkg} (quota ${quota.limit} addresses ${quota.period === 'month' ? 'a month' : 'in all'}).`,
    };
  });
}
