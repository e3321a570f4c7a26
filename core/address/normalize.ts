// Address text normalisation for search: case, punctuation, unit numbers and the usual
// street-suffix abbreviations (USPS Publication 28, appendix C1) all reduce to one form.

const SUFFIXES: Record<string, string> = {
  st: 'street', str: 'street', ave: 'avenue', av: 'avenue', rd: 'road', ln: 'lane', dr: 'drive',
  ct: 'court', pl: 'place', ter: 'terrace', terr: 'terrace', blvd: 'boulevard', pkwy: 'parkway',
  hwy: 'highway', cir: 'circle', sq: 'square', trl: 'trail', pk: 'park', wy: 'way',
  ctr: 'center', ext: 'extension', gdns: 'gardens', lndg: 'landing', pt: 'point', tpke: 'turnpike', xing: 'crossing',
  // As MassGIS assessors' tables write them (Bellingham's FULL_STR: 'PULASKI BV', 'ARBEND CR', 'PARTRIDGE TL').
  bv: 'boulevard', cr: 'circle', tl: 'trail',
};

const DIRECTIONS: Record<string, string> = {
  n: 'north', s: 'south', e: 'east', w: 'west', ne: 'northeast', nw: 'northwest', se: 'southeast', sw: 'southwest',
};

const UNIT_WORDS = new Set(['apt', 'apartment', 'unit', 'suite', 'ste', '#']);

/** Lower-cases, strips punctuation, drops units and expands abbreviations: "12 Maple St., Apt #3" gives "12 maple street". */
export function normalizeAddressText(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/#/g, ' # ')
    .replace(/[^a-z0-9# ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (UNIT_WORDS.has(word)) {
      // Drop the unit word and its number ('apt 2', 'apt # 2', '# 2b'): units share the lot of their building.
      if (words[i + 1] === '#') i++;
      i++;
      continue;
    }
    out.push(SUFFIXES[word] ?? DIRECTIONS[word] ?? word);
  }
  return out.join(' ');
}

/** The words of a normalised query, for matching every word as a prefix. */
export function addressSearchTerms(query: string): string[] {
  return normalizeAddressText(query).split(' ').filter(Boolean);
}
