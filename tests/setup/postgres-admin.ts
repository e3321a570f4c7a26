// Runs administrative statements (CREATE/DROP DATABASE) on a PostgreSQL server with one client.
import pg from 'pg';

/** Connects to `serverUrl`, runs `work`, and disconnects. */
export async function withPostgresAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
