// Zoning districts of a neighbourhood as polygons: business along its main street, two-family round that, single residence elsewhere.
import { type Box, type Pt, boxOf, boxRing, pointInRing } from './geometry';
import { centerlineBetween, type StreetLayout } from './street-network';

/** A zoning district code of the demo towns. */
export type ZoneCode = 'SR' | 'TR' | 'B';

/** A district in feet: its code, name and rings (outer ring first, then holes). */
export interface PlannedDistrict {
  zoneCode: ZoneCode;
  name: string;
  rings: Pt[][];
}

/** The districts, a lookup of the zone at a point, and the box of the business district (the old core). */
export interface DistrictPlan {
  districts: PlannedDistrict[];
  zoneAt: (p: Pt) => ZoneCode;
  core: Box;
}

const DISTRICT_NAMES: Record<ZoneCode, string> = {
  SR: 'Single Residence District',
  TR: 'Two Family Residence District',
  B: 'Business District',
};

/**
 * Draws the districts along street centrelines and the gaps behind back-to-back lots, so that no lot is split:
 * B covers the lots on both sides of the main street in the middle blocks, TR the blocks round it between the
 * neighbouring streets, and SR the rest of the neighbourhood's extent.
 */
export function planDistricts(layout: StreetLayout, extent: Box): DistrictPlan {
  const { blocks, crossX, divisionY, topRearY, streets, mainStreet: main, eastWestCount } = layout;
  const n = blocks.length;
  const coreBlocks = n >= 6 ? 2 : 1;
  const [first, last] = n >= 3 ? [Math.floor((n - coreBlocks) / 2), Math.floor((n - coreBlocks) / 2) + coreBlocks - 1] : [0, n - 1];
  const westOf = (b: number, inset: number) => (b <= 0 ? extent.minX + inset : crossX[b - 1]!);
  const eastOf = (b: number, inset: number) => (b >= n - 1 ? extent.maxX - inset : crossX[b]!);
  const southY = (b: number) => divisionY[main - 1]![b]!;
  const northY = (b: number) => (main < eastWestCount - 1 ? divisionY[main]![b]! : topRearY + 10);

  const business: Pt[] = [];
  for (let b = first; b <= last; b++) business.push([westOf(b, 15), southY(b)], [eastOf(b, 15), southY(b)]);
  for (let b = last; b >= first; b--) business.push([eastOf(b, 15), northY(b)], [westOf(b, 15), northY(b)]);

  const x0 = westOf(n >= 3 ? first - 1 : 0, 5);
  const x1 = eastOf(n >= 3 ? last + 1 : n - 1, 5);
  const bottom = centerlineBetween(streets[main - 1]!, x0, x1);
  const top: Pt[] = main < eastWestCount - 1 ? centerlineBetween(streets[main + 1]!, x0, x1) : [[x0, extent.maxY - 5], [x1, extent.maxY - 5]];
  const twoFamily: Pt[] = [...bottom, ...top.reverse()];
  const bRing = withoutRepeats(business);

  return {
    districts: [
      { zoneCode: 'SR', name: DISTRICT_NAMES.SR, rings: [boxRing(extent), [...twoFamily].reverse()] },
      { zoneCode: 'TR', name: DISTRICT_NAMES.TR, rings: [twoFamily, [...bRing].reverse()] },
      { zoneCode: 'B', name: DISTRICT_NAMES.B, rings: [bRing] },
    ],
    zoneAt: (p) => (pointInRing(p, bRing) ? 'B' : pointInRing(p, twoFamily) ? 'TR' : 'SR'),
    core: boxOf([bRing]),
  };
}

/** The ring without consecutive repeated points. */
function withoutRepeats(ring: Pt[]): Pt[] {
  return ring.filter((p, i) => {
    const q = ring[(i + ring.length - 1) % ring.length]!;
    return p[0] !== q[0] || p[1] !== q[1];
  });
}
