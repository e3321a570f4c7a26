// What the address says: the front faces the street the address names ("15 Kirkland Rd"), matched to
// the names of the centre lines found along the lot's street edges, else to the streets the addresses
// of the lots along each street line and across it name (a planner reads the neighbours' house
// numbers where the map has no street names); else the street, or with no street known the edge,
// nearest the address point (a point the source gives, never one inferred inside the lot).
import type { PointFt } from '../geo/point-ft';
import type { Evidence } from './edge-streets';
import { distanceToRun, type Run } from './edge-shape';
import { groupsAlong } from './edge-shared-lines';

/** A street name reduced for matching: lower case, letters, digits and spaces, without its street type ("Hurley St" → "hurley"). */
export const normaliseStreetName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9 ]/g, '').replace(/\b(street|st|avenue|ave|road|rd|drive|dr|lane|ln|court|ct|place|pl|boulevard|blvd|way|terrace|ter|parkway|pkwy|circle|cir|highway|hwy)\b/g, '').replace(/\s+/g, ' ').trim();

/** The street group (index into `groups`) facing a centre line of the street named in the address, or -1. */
export function addressStreetGroup(groups: readonly number[][], evidence: readonly Evidence[], addressStreet: string | undefined): number {
  const wanted = addressStreet ? normaliseStreetName(addressStreet) : '';
  return wanted ? groups.findIndex((g) => g.some((i) => evidence[i]!.names.some((name) => normaliseStreetName(name) === wanted))) : -1;
}

/** The street group (index into `groups`) nearest the address point: the first of equally near ones. */
export function nearestGroup(groups: readonly number[][], runs: readonly Run[], address: PointFt): number {
  const distance = (g: readonly number[]): number => Math.min(...g.map((i) => distanceToRun(address, runs[i]!)));
  return groups.reduce((best, g, k) => (distance(g) < distance(groups[best]!) ? k : best), 0);
}

/** The edge (index into `runs`) nearest the address point: the first of equally near ones. */
export function nearestEdge(runs: readonly Run[], address: PointFt): number {
  return runs.map((_, i) => i).reduce((best, i) => (distanceToRun(address, runs[i]!) < distanceToRun(address, runs[best]!) ? i : best));
}

/**
 * The street group (index into `groups`) that the neighbours' addresses name as the address's street,
 * or -1. Each neighbour with a single street (`fronts`) names the streets of its addresses
 * (`neighbourStreets`, by neighbour index) for the one group its street line lies along or faces; a
 * group is the address's street when it alone is so named, or, where several are, when the larger
 * share of the lots along it name the address's street.
 */
export function neighbourNamedGroup(
  groups: readonly number[][],
  runs: readonly Run[],
  fronts: readonly { index: number; runs: readonly Run[] }[],
  neighbourStreets: readonly (readonly string[])[],
  addressStreet: string | undefined,
): number {
  const wanted = addressStreet ? normaliseStreetName(addressStreet) : '';
  if (!wanted || groups.length < 2) return -1;
  const named = groups.map(() => ({ wanted: 0, other: 0 }));
  for (const front of fronts) {
    const names = (neighbourStreets[front.index] ?? []).map(normaliseStreetName).filter((n) => n !== '');
    if (names.length === 0) continue;
    const along = groupsAlong(groups, runs, front.runs, true);
    if (along.size !== 1) continue;
    const g = [...along][0]!;
    if (names.includes(wanted)) named[g]!.wanted++;
    else named[g]!.other++;
  }
  const candidates = named.map((n, g) => ({ g, share: n.wanted / Math.max(1, n.wanted + n.other), count: n.wanted })).filter((c) => c.count > 0);
  if (candidates.length === 0) return -1;
  if (candidates.length === 1) return candidates[0]!.g;
  const best = Math.max(...candidates.map((c) => c.share));
  const leaders = candidates.filter((c) => c.share === best);
  return leaders.length === 1 ? leaders[0]!.g : -1;
}
