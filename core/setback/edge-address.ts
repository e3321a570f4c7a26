// What the address says: the front faces the street the address names ("15 Kirkland Rd"), matched to
// the names of the centre lines found along the lot's street edges; else the street, or with no street
// known the edge, nearest the address point.
import type { PointFt } from '../geo/point-ft';
import type { Evidence } from './edge-streets';
import { distanceToRun, type Run } from './edge-shape';

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
