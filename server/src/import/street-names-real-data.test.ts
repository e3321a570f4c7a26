// The street names on real data, read as the importers read it: at corners where two differently
// named streets meet, the roadway of each reads its own name. Each spot below is where the names were
// placed from the address points (points inferred inside the lots), which wrote the corner lot's
// address street across the cross street; the test asks what the nearest place now reads.
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalFrame } from '../../../core/geo';
import { SHARED_DATA_DIR, SHARED_DATA_MISSING } from '../../../tests/setup/shared-data';
import { readProfile, resolveProfile, type ProfileEntry } from './profile';
import { bellinghamProfile } from './profiles/bellingham-ma';
import { cambridgeProfile } from './profiles/cambridge-ma';
import { chunkNamePlaces, type NamePlace } from './street-names';

/** A corner: a spot in the cross street's roadway [lat, lng], the name and direction (degrees) the nearest place has, and the name it had. */
interface Corner {
  corner: string;
  spot: [number, number];
  reads: string;
  angleDeg: number;
  not: string;
}

const CAMBRIDGE: Corner[] = [
  { corner: '38 Essex St, Percy Pl side', spot: [42.366943, -71.101354], reads: 'Percy Pl', angleDeg: -26, not: 'Essex St' },
  { corner: 'Beech St at Orchard St', spot: [42.390843, -71.119777], reads: 'Orchard St', angleDeg: -50, not: 'Beech St' },
  { corner: 'Eliot St at Winthrop St', spot: [42.372424, -71.121093], reads: 'Winthrop St', angleDeg: -31, not: 'Eliot St' },
  { corner: 'Fayerweather St at Walden St', spot: [42.385145, -71.13264], reads: 'Walden St', angleDeg: 52, not: 'Fayerweather St' },
  { corner: 'Gladstone St at Foch St', spot: [42.401377, -71.134744], reads: 'Foch St', angleDeg: -29, not: 'Gladstone St' },
  { corner: 'Cambridge St at Hampshire St', spot: [42.373145, -71.100131], reads: 'Hampshire St', angleDeg: -47, not: 'Cambridge St' },
];

const BELLINGHAM: Corner[] = [
  { corner: 'Liberty St at Robert St', spot: [42.034933, -71.485211], reads: 'Robert St', angleDeg: 72, not: 'Liberty St' },
  { corner: 'Lakeshore Dr at Pelletier Dr', spot: [42.057892, -71.497654], reads: 'Pelletier Dr', angleDeg: -33, not: 'Lakeshore Dr' },
  { corner: 'Maple St at Hartford Ave', spot: [42.121335, -71.456375], reads: 'Hartford Ave', angleDeg: 68, not: 'Maple St' },
];

/** The places within `reachFt` of the spot, nearest first, as [name, angle, feet]. */
function placesNear(places: readonly NamePlace[], [lat, lng]: [number, number], reachFt: number): [string, number, number][] {
  const frame = createLocalFrame([lng, lat]);
  return places
    .map((p): [string, number, number] => [p.name, p.angleDeg, Math.round(Math.hypot(...frame.toFeet(p.at)))])
    .filter(([, , d]) => d <= reachFt)
    .sort((a, b) => a[2] - b[2]);
}

async function placesOf(entry: ProfileEntry, folder: string): Promise<NamePlace[]> {
  const dir = join(SHARED_DATA_DIR!, folder);
  const { chunk } = await readProfile(await resolveProfile(entry, dir), dir);
  return chunkNamePlaces(chunk);
}

describe.skipIf(!SHARED_DATA_DIR)(SHARED_DATA_DIR ? 'street names at real corners' : `street names at real corners (${SHARED_DATA_MISSING})`, () => {
  let cambridge: NamePlace[] = [];
  let bellingham: NamePlace[] = [];
  beforeAll(async () => {
    cambridge = await placesOf(cambridgeProfile, 'cambridge-ma');
    bellingham = await placesOf(bellinghamProfile, 'bellingham-ma');
  }, 120_000);

  const check = (places: () => NamePlace[], { spot, reads, angleDeg, not }: Corner) => {
    const near = placesNear(places(), spot, 90);
    expect(near.length).toBeGreaterThan(0);
    const [name, angle] = near[0]!;
    expect([name, Math.abs(angle - angleDeg) <= 5]).toEqual([reads, true]);
    // The corner lot's street is not written along the cross street there.
    expect(near.filter(([n, a]) => n === not && Math.abs(a - angleDeg) <= 20)).toEqual([]);
  };

  for (const corner of CAMBRIDGE) it(`Cambridge, ${corner.corner}: reads ${corner.reads}`, () => check(() => cambridge, corner));
  for (const corner of BELLINGHAM) it(`Bellingham, ${corner.corner}: reads ${corner.reads}`, () => check(() => bellingham, corner));

  it('names more than 600 streets of Cambridge and 300 of Bellingham', () => {
    expect(new Set(cambridge.map((p) => p.name)).size).toBeGreaterThan(600);
    expect(new Set(bellingham.map((p) => p.name)).size).toBeGreaterThan(300);
  });
});
