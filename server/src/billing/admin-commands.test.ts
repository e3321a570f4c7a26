// The admin commands that need no database: with DATABASE_URL, `backup` and `restore` print the
// PostgreSQL commands to use instead (docs/deploy.md) and exit 2 without opening anything; a
// malformed command prints the usage.
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from './admin-commands';

const neverOpened = async () => {
  throw new Error('the database was opened');
};
const postgres = { dataDir: '/srv/lotline', databaseUrl: 'postgres://lotline@db.example/lotline' };

describe('npm run admin', () => {
  it('points backup on PostgreSQL to pg_dump and the media and PDF folders', async () => {
    expect(await runAdminCommand(['backup', 'lotline.dump'], neverOpened, postgres)).toEqual({
      code: 2,
      out: [
        'DATABASE_URL is set: the database is PostgreSQL, which this command does not back up. Use PostgreSQL\'s own tools, for example',
        '  pg_dump --format=custom --file=lotline.dump "$DATABASE_URL"',
        'and copy the files in /srv/lotline/media and /srv/lotline/pdf (docs/deploy.md, Backups).',
      ].join('\n'),
    });
  });

  it('says the dump holds the files when they are kept in the database', async () => {
    const { code, out } = await runAdminCommand(['backup', 'lotline.dump'], neverOpened, { ...postgres, fileStore: 'database' });
    expect(code).toBe(2);
    expect(out.split('\n').slice(1)).toEqual([
      '  pg_dump --format=custom --file=lotline.dump "$DATABASE_URL"',
      'The photos, videos and PDFs are in the database (LOTLINE_FILE_STORE=database), so the dump holds them too (docs/deploy.md, Backups).',
    ]);
  });

  it('points restore on PostgreSQL to pg_restore', async () => {
    const { code, out } = await runAdminCommand(['restore', 'lotline.dump'], neverOpened, postgres);
    expect(code).toBe(2);
    expect(out.split('\n').slice(1)).toEqual([
      '  pg_restore --clean --if-exists --no-owner --single-transaction --dbname="$DATABASE_URL" lotline.dump',
      'and put back the files in /srv/lotline/media and /srv/lotline/pdf (docs/deploy.md, Backups).',
    ]);
  });

  it('prints the usage for a backup without a file', async () => {
    const { code, out } = await runAdminCommand(['backup'], neverOpened, postgres);
    expect(code).toBe(2);
    expect(out.split('\n')).toContain('       npm run admin -- backup <file>     (embedded database; stop the server first)');
  });
});
