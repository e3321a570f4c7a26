// What the address says: the front faces the street the address names ("15 Kirkland Rd"), matched to
// the names of the centre lines found along the lot's street edges, else to the streets the addresses
// of the lots along each street line and across it name (a planner reads the neighbours' house
// numbers where the map has no street names); else the street, or with no street known the edge,
// nearest the address point (a point the source gives, never one inferred inside the lot).
import { normalizeAddressText } from '../address';
import type { PointFt } from '../geo/point-ft';
import type { Evidence } from './edge-streets';
import { distanceToRun, type Run } from './edge-shape';
import { groupsAlong } from './edge-shared-lines';

/**
 * A street name as it is matched: the address search's normal form (core/address: case, punctuation,
 * the street types of USPS Publication 28 in one spelling), apostrophes and full stops dropped first
 * ("Saint Paul's Place" and "SAINT PAULS PL" match). The type stays: Frost St and Frost Ter are two
 * streets, and so are Reed St and Reed Street Ct.
 */
export const normaliseStreetName = (name: string): string => normalizeAddressText(name.replace(/['\u2019.]/g, ''));

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

/** The weight of a corner neighbour's name: its address may be on its other street. */
const CORNER_NEIGHBOUR_WEIGHT = 0.5;

/**
 * The street groups (indices into `groups`) that the neighbours' addresses name as the address's
 * street, or undefined. Each neighbour with street lines (`fronts`) names the streets of its addresses
 * (`neighbourStreets`, by neighbour index) for the groups its street lines lie along or face: a
 * corner neighbour (`single` false) only where they all lie along one group, and counting half, since
 * its address may be on its other street; a neighbour with one street along several groups (a street
 * bending at the lot) names them all, and ties them together. A group is the address's street when
 * it alone is so named, or, where several are, when the larger share of the lots along it name the
 * address's street; the groups tied to it and named so by at least half their lots are the same
 * street. Where none is so named but every group save one is named another street by the lots along
 * it (at least one whole vote each), the one left is the address's street (`byElimination`): "the lots
 * along this line are on Oswego Ave, so the other is Mann St".
 */
export function neighbourNamedGroup(
  groups: readonly number[][],
  runs: readonly Run[],
  fronts: readonly { index: number; runs: readonly Run[]; single?: boolean }[],
  neighbourStreets: readonly (readonly string[])[],
  addressStreet: string | undefined,
): { groups: number[]; byElimination: boolean } | undefined {
  const wanted = addressStreet ? normaliseStreetName(addressStreet) : '';
  if (!wanted || groups.length < 2) return undefined;
  const named = groups.map(() => ({ wanted: 0, other: 0 }));
  const tied = groups.map(() => new Set<number>());
  for (const front of fronts) {
    const names = (neighbourStreets[front.index] ?? []).map(normaliseStreetName).filter((n) => n !== '');
    if (names.length === 0) continue;
    const along = [...groupsAlong(groups, runs, front.runs, true)];
    const corner = front.single === false;
    if (along.length === 0 || (corner && along.length > 1)) continue;
    const weight = corner ? CORNER_NEIGHBOUR_WEIGHT : 1;
    const isWanted = names.includes(wanted);
    for (const g of along) {
      if (isWanted) named[g]!.wanted += weight;
      else named[g]!.other += weight;
      if (isWanted) for (const h of along) if (h !== g) tied[g]!.add(h);
    }
  }
  const share = (g: number): number => named[g]!.wanted / Math.max(1e-9, named[g]!.wanted + named[g]!.other);
  const candidates = groups.map((_, g) => g).filter((g) => named[g]!.wanted > 0);
  if (candidates.length === 0) {
    const left = groups.map((_, g) => g).filter((g) => named[g]!.other < 1);
    return left.length === 1 ? { groups: [left[0]!], byElimination: true } : undefined;
  }
  const best = Math.max(...candidates.map(share));
  const leaders = candidates.filter((g) => share(g) === best);
  // Leaders tied together by one neighbour are one street; otherwise a tie says nothing.
  const lead = leaders[0]!;
  const street = [lead, ...[...tied[lead]!].filter((h) => share(h) >= 0.5)].sort((x, y) => x - y);
  if (leaders.some((g) => !street.includes(g))) return undefined;
  return { groups: street, byElimination: false };
}
