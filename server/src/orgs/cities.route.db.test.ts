// GET /api/cities through app.request() on a database seeded by ensureCities: every
// Massachusetts municipality with its county, the Bay Area and Los Angeles cities, search by name
// or county, the state filter, and the order the service-area selector groups by.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cities } from '../../../core/api';
import { openOrgApp, type OrgApp } from '../../../tests/setup/org-app';
import { cities } from '../db/schema';
import { CITY_ROWS } from './cities-data';
import { ensureCities } from './cities';

let org: OrgApp;

beforeAll(async () => {
  org = await openOrgApp();
});
afterAll(async () => org?.close());

describe('ensureCities', () => {
  it('loads 351 Massachusetts municipalities in 14 counties and adds nothing on a second start', async () => {
    const [ma] = await org.database.db.select({ n: count() }).from(cities).where(eq(cities.state, 'MA'));
    expect(ma!.n).toBe(351);
    const counties = await org.database.db.selectDistinct({ county: cities.county }).from(cities).where(eq(cities.state, 'MA'));
    expect(counties).toHaveLength(14);
    expect(await ensureCities(org.database.db)).toBe(0);
    const [all] = await org.database.db.select({ n: count() }).from(cities);
    expect(all!.n).toBe(CITY_ROWS.length);
  });

  it('keeps ids unique and never reuses one for another city', () => {
    const ids = CITY_ROWS.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(CITY_ROWS.find(([id]) => id === 1)).toEqual([1, 'Abington', 'MA', 'Plymouth']);
    expect(CITY_ROWS.find(([id]) => id === 351)).toEqual([351, 'Yarmouth', 'MA', 'Barnstable']);
  });
});

describe('GET /api/cities', () => {
  it('finds a town by part of its name, any case, with its county, cached for an hour', async () => {
    const { status, headers, body } = await org.call<Cities>('GET', '/api/cities?q=TYRING');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=3600');
    expect(body).toEqual({ cities: [{ city_id: 302, name: 'Tyringham', state: 'MA', county: 'Berkshire' }] });
  });

  it('matches the county too, and sorts by county then name in byte order', async () => {
    const { body } = await org.call<Cities>('GET', '/api/cities?q=nantucket');
    expect(body.cities).toEqual([{ city_id: 197, name: 'Nantucket', state: 'MA', county: 'Nantucket' }]);
    const dukes = await org.call<Cities>('GET', '/api/cities?q=dukes&state=ma');
    expect(dukes.body.cities.map((city) => city.name)).toEqual(['Aquinnah', 'Chilmark', 'Edgartown', 'Gosnold', 'Oak Bluffs', 'Tisbury', 'West Tisbury']);
  });

  it('filters by state and sorts by state, county and name', async () => {
    const { body } = await org.call<Cities>('GET', '/api/cities?state=CA');
    expect(body.cities).toHaveLength(138);
    expect(new Set(body.cities.map((city) => city.county))).toEqual(new Set(['Alameda', 'Los Angeles', 'San Francisco', 'San Mateo', 'Santa Clara']));
    expect(body.cities[0]).toEqual({ city_id: 1001, name: 'Alameda', state: 'CA', county: 'Alameda' });
    expect(body.cities.at(-1)).toEqual({ city_id: 1138, name: 'Sunnyvale', state: 'CA', county: 'Santa Clara' });
    const everything = await org.call<Cities>('GET', '/api/cities');
    expect(everything.body.cities).toHaveLength(489);
    // CA before MA; within MA, Barnstable's towns first.
    expect(everything.body.cities[138]).toEqual({ city_id: 21, name: 'Barnstable', state: 'MA', county: 'Barnstable' });
  });

  it('takes LIKE wildcards literally', async () => {
    const { status, body } = await org.call<Cities>('GET', '/api/cities?q=%25');
    expect(status).toBe(200);
    expect(body.cities).toEqual([]);
  });

  it('refuses a state that is not a two-letter code with a field message', async () => {
    const { status, body } = await org.call('GET', '/api/cities?state=Mass');
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'invalid_input', message: 'The request has invalid fields.', fields: { state: ['state must be a two-letter code such as MA'] } });
  });
});
