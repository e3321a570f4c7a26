// Place names for the demo towns: street names that never repeat within a run, town names and brooks.

/** What a street is, which decides the kind of name it gets. */
export type NameRole = 'straight' | 'curved' | 'cul-de-sac';

/** The main street of the first neighbourhood. */
export const MAIN_STREET = 'Main Street';

const BASES = [
  'Maple', 'Elm', 'Orchard', 'Chestnut', 'Hawthorn', 'Birch', 'Willow', 'Cedar', 'Linden', 'Juniper',
  'Spruce', 'Walnut', 'Hemlock', 'Alder', 'Poplar', 'Sycamore', 'Laurel', 'Hickory', 'Ash', 'Beech',
  'Magnolia', 'Dogwood', 'Locust', 'Cherry', 'Hazel', 'Larch', 'Mulberry', 'Pine', 'Holly', 'Acorn',
  'Prospect', 'Pleasant', 'Summer', 'Winter', 'Church', 'School', 'Highland', 'Union', 'Franklin', 'Washington',
  'Adams', 'Bancroft', 'Bradford', 'Brewster', 'Chandler', 'Dudley', 'Endicott', 'Fairbanks', 'Goodwin', 'Hale',
  'Hancock', 'Hastings', 'Hollis', 'Kendall', 'Lowell', 'Mather', 'Otis', 'Prescott', 'Putnam', 'Quincy',
  'Revere', 'Sewall', 'Sheldon', 'Standish', 'Thayer', 'Warren', 'Whitney', 'Winslow', 'Winthrop', 'Abbott',
  'Bigelow', 'Cushing', 'Emerson', 'Foster', 'Gardner', 'Hayward', 'Lawrence', 'Munroe', 'Norcross', 'Parker',
  'Russell', 'Stearns', 'Tufts', 'Wheeler', 'Wyman', 'Bowditch', 'Coolidge', 'Dwight', 'Eliot', 'Lincoln',
  'Aspen', 'Butternut', 'Cypress', 'Hornbeam', 'Tupelo', 'Sassafras', 'Catalpa', 'Buttonwood', 'Bluebird', 'Cardinal',
  'Heron', 'Kingfisher', 'Oriole', 'Sparrow', 'Warbler', 'Partridge', 'Pheasant', 'Thrush', 'Wren', 'Robin',
  'Lark', 'Finch', 'Swallow', 'Osprey', 'Academy', 'Liberty', 'Central', 'Meetinghouse', 'Common', 'Depot',
  'Forest', 'Garden', 'Harvest', 'Autumn', 'Sunset', 'Fairview', 'Clover', 'Heather', 'Lilac', 'Aster',
] as const;
const MODIFIERS = [
  '', 'Hill', 'Brook', 'Ridge', 'Meadow', 'Pond', 'Farm', 'Glen', 'Park', 'Grove', 'Field', 'Crest',
  'Dale', 'Wood', 'Knoll', 'Green', 'Rock', 'Valley', 'Stone', 'View', 'Point', 'Heights', 'Gate', 'Landing',
] as const;
const PREFIXES = ['', 'North', 'South', 'East', 'West', 'Old', 'New', 'Upper', 'Lower'] as const;
const SUFFIXES: Record<NameRole, readonly string[]> = {
  straight: ['Street', 'Road', 'Avenue', 'Terrace'],
  curved: ['Drive', 'Lane', 'Way'],
  'cul-de-sac': ['Court', 'Circle', 'Place'],
};
// Which suffix the plainest names get, by base: mostly Street, some Road, fewer Avenue and Terrace.
const STRAIGHT_BIAS = [0, 1, 0, 2, 0, 1, 3, 0];
const ROLE_OFFSET: Record<NameRole, number> = { straight: 0, curved: 67, 'cul-de-sac': 31 };

/**
 * The street name in a role's slot: distinct slots give distinct names up to about 85,000 slots per
 * role, and the roles use different suffixes, so names never collide across roles.
 */
export function streetName(role: NameRole, slot: number): string {
  const suffixes = SUFFIXES[role];
  const capacity = BASES.length * MODIFIERS.length * PREFIXES.length * suffixes.length;
  const g = slot % capacity;
  const baseSlot = g % BASES.length;
  let rest = Math.floor(g / BASES.length);
  const bias = role === 'straight' ? STRAIGHT_BIAS[baseSlot % STRAIGHT_BIAS.length]! : baseSlot;
  const suffix = suffixes[(rest + bias) % suffixes.length]!;
  rest = Math.floor(rest / suffixes.length);
  const modifier = MODIFIERS[rest % MODIFIERS.length]!;
  const prefix = PREFIXES[Math.floor(rest / MODIFIERS.length)]!;
  const base = BASES[(baseSlot + ROLE_OFFSET[role]) % BASES.length]!;
  return [prefix, base, modifier, suffix].filter(Boolean).join(' ');
}

const TOWN_PREFIXES = ['East', 'West', 'North', 'South', 'Upper', 'Lower', 'Old', 'New'] as const;
const TOWN_SUFFIXES = [
  'Center', 'Falls', 'Heights', 'Mills', 'Junction', 'Village', 'Depot', 'Highlands',
  'Station', 'Corner', 'Plains', 'Landing', 'Crossing', 'Ridge', 'Green', 'Farms',
] as const;

/** The name of the town at an index: the base name first, then its variants, then numbered names. */
export function townName(base: string, index: number): string {
  if (index === 0) return base;
  let i = index - 1;
  if (i < TOWN_PREFIXES.length) return `${TOWN_PREFIXES[i]} ${base}`;
  i -= TOWN_PREFIXES.length;
  if (i < TOWN_SUFFIXES.length) return `${base} ${TOWN_SUFFIXES[i]}`;
  i -= TOWN_SUFFIXES.length;
  if (i < TOWN_PREFIXES.length * TOWN_SUFFIXES.length) {
    return `${TOWN_PREFIXES[Math.floor(i / TOWN_SUFFIXES.length)]} ${base} ${TOWN_SUFFIXES[i % TOWN_SUFFIXES.length]}`;
  }
  return `${base} ${i - TOWN_PREFIXES.length * TOWN_SUFFIXES.length + 2}`;
}

const BROOKS = [
  'Mill Brook', 'Sawmill Brook', 'Beaver Brook', 'Stony Brook', 'Cold Spring Brook', 'Bear Brook', 'Hobbs Brook',
  'Cherry Brook', 'Trout Brook', 'Pine Brook', 'Otter Brook', 'Elbow Brook', 'Fuller Brook', 'Hop Brook',
  'Sandy Brook', 'Wolf Brook', 'Mine Brook', 'Rocky Brook', 'Cranberry Brook', 'Heron Brook',
] as const;

/** The brook that runs through the neighbourhood at an index. */
export const brookName = (index: number): string => BROOKS[index % BROOKS.length]!;
