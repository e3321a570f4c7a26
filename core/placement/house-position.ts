// Whether the map knows where the lot's house stands (issue 31). Some sources have no building
// footprints for a lot (Cambridge outside the Kendall window, all of Bellingham): the buildings are
// unknown there, not absent. Where the assessor still records a house, the lot is not empty, so
// where a detached unit may stand, and whether a unit fits, cannot be told until the house is
// traced; a house the user drew (a user building of kind 'main') stands in for the missing one.
import { PropertyType } from '../property/use-code';

/** Where the lot's house stands, as far as the data tells. */
export const HousePosition = {
  /** The source has the lot's footprints, or the user traced the house. */
  Known: 'known',
  /** The assessor records a house, but the source has no footprint of it and the user has not traced it. */
  NotInData: 'not-in-data',
  /** The source has no footprints, and the assessor records no building either (vacant land). */
  NoneRecorded: 'none-recorded',
} as const;
export type HousePosition = (typeof HousePosition)[keyof typeof HousePosition];

/** The part of street data the answer rests on (core/api/street-data.schema.ts). */
export interface HousePositionFacts {
  buildings_known: boolean;
  buildings: readonly { building_source: 'survey' | 'user'; kind: 'main' | 'outbuilding' }[];
  attributes: {
    property_type_name: string | null;
    habitable_area: number | null;
    gross_building_area: number | null;
    units: number | null;
  };
}

const DWELLINGS: ReadonlySet<string> = new Set([PropertyType.SingleFamily, PropertyType.TwoFamily, PropertyType.MultiFamily]);

/** Whether the assessor records a building on the lot: a dwelling use, a living or building area, or dwelling units. */
export function recordsHouse(attributes: HousePositionFacts['attributes']): boolean {
  const { property_type_name: type, habitable_area: living, gross_building_area: gross, units } = attributes;
  return (type !== null && DWELLINGS.has(type)) || (living ?? 0) > 0 || (gross ?? 0) > 0 || (units ?? 0) > 0;
}

/** Whether a traced house of the user's stands in for the footprint the source lacks. */
export function hasTracedHouse(property: Pick<HousePositionFacts, 'buildings'>): boolean {
  return property.buildings.some((b) => b.building_source === 'user' && b.kind === 'main');
}

/** Where the lot's house stands: known, recorded but not in the public data, or no building recorded. */
export function housePositionOf(property: HousePositionFacts): HousePosition {
  if (property.buildings_known || hasTracedHouse(property)) return HousePosition.Known;
  return recordsHouse(property.attributes) ? HousePosition.NotInData : HousePosition.NoneRecorded;
}
