// housePositionOf: a lot whose source has no footprints but whose assessor records a house is
// 'not-in-data' until the user traces the house; footprints or a traced house make it known;
// vacant land without footprints records none.
import { describe, expect, it } from 'vitest';
import { HousePosition, housePositionOf, recordsHouse, type HousePositionFacts } from './house-position';

const singleFamily = { property_type_name: 'Single Family', habitable_area: null, gross_building_area: 1_932, units: 1 };
const vacant = { property_type_name: 'Other', habitable_area: null, gross_building_area: null, units: null };
const lotOf = (over: Partial<HousePositionFacts>): HousePositionFacts => ({ buildings_known: false, buildings: [], attributes: singleFamily, ...over });

describe('housePositionOf', () => {
  it('is not in the data where the source has no footprints and the assessor records a single-family house', () => {
    expect(housePositionOf(lotOf({}))).toBe(HousePosition.NotInData);
  });

  it('is known where the source has the lot’s footprints, even with none on the lot', () => {
    expect(housePositionOf(lotOf({ buildings_known: true }))).toBe(HousePosition.Known);
    expect(housePositionOf(lotOf({ buildings_known: true, attributes: vacant }))).toBe(HousePosition.Known);
  });

  it('is known once the user traced the house (a user building of kind main), not for a drawn outbuilding', () => {
    expect(housePositionOf(lotOf({ buildings: [{ building_source: 'user', kind: 'main' }] }))).toBe(HousePosition.Known);
    expect(housePositionOf(lotOf({ buildings: [{ building_source: 'user', kind: 'outbuilding' }] }))).toBe(HousePosition.NotInData);
  });

  it('records none on vacant land without footprints', () => {
    expect(housePositionOf(lotOf({ attributes: vacant }))).toBe(HousePosition.NoneRecorded);
  });
});

describe('recordsHouse', () => {
  it('takes a dwelling use, a living area, a building area or counted units as a recorded house', () => {
    expect(recordsHouse({ ...vacant, property_type_name: 'Two Family' })).toBe(true);
    expect(recordsHouse({ ...vacant, property_type_name: 'Multi-Family Home' })).toBe(true);
    expect(recordsHouse({ ...vacant, habitable_area: 1_204 })).toBe(true);
    expect(recordsHouse({ ...vacant, gross_building_area: 640 })).toBe(true);
    expect(recordsHouse({ ...vacant, units: 2 })).toBe(true);
    expect(recordsHouse({ ...vacant, gross_building_area: 0, units: 0 })).toBe(false);
    expect(recordsHouse({ ...vacant, property_type_name: null })).toBe(false);
  });
});
