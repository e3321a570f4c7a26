import { describe, expect, it } from 'vitest';
import { polygonFt, reverseRings } from '../geo/test-support/random-polygons';
import { checkPhysicalRules, isTouching, mainHousesOf, PhysicalReason, physicalRuleOf, PhysicalRule, TOUCH_TOLERANCE_FT } from './physical-rules';

/** A rectangle from (x, y) feet, `w` east and `h` north. */
const rect = (x: number, y: number, w: number, h: number) => polygonFt([[[x, y], [x + w, y], [x + w, y + h], [x, y + h]]]);

// A 40 x 30 ft house at the origin and a 12 x 12 ft garage 60 ft east of it.
const house = rect(0, 0, 40, 30);
const garage = rect(60, 0, 12, 12);
const lot = { buildings: [house, garage], mainHouses: [house] };

describe('physicalRuleOf', () => {
  it('keeps a pool, a backyard cottage and a sport court apart, and joins an in-home apartment and home additions to the house', () => {
    expect(['pool', 'backyard-cottage', 'sport-court'].map(physicalRuleOf)).toEqual(Array(3).fill(PhysicalRule.ApartFromBuildings));
    expect(['in-home-apartment', 'home-additions'].map(physicalRuleOf)).toEqual(Array(2).fill(PhysicalRule.JoinedToMainHouse));
    expect(['deck', 'patio', 'shed', 'garage', 'backyard-farm', 'single-family', 'multi-family', 'custom_adu'].map(physicalRuleOf)).toEqual(Array(8).fill(null));
  });
});

describe('isTouching', () => {
  it('counts an overlap, a shared wall and a gap of 3 inches or less, not a gap of 6 inches', () => {
    expect(isTouching(rect(30, 10, 20, 10), house)).toBe(true);
    expect(isTouching(rect(40, 0, 10, 10), house)).toBe(true);
    expect(isTouching(rect(40 + TOUCH_TOLERANCE_FT * 0.9, 0, 10, 10), house)).toBe(true);
    expect(isTouching(rect(40.5, 0, 10, 10), house)).toBe(false);
    // One inside the other touches, whatever the winding.
    expect(isTouching(rect(10, 10, 5, 5), reverseRings(house))).toBe(true);
  });
});

describe('checkPhysicalRules', () => {
  it('refuses a pool against the house or the garage and accepts it in the yard', () => {
    expect(checkPhysicalRules(rect(20, 30, 16, 32), 'pool', lot)).toEqual({ valid: false, reason: PhysicalReason.TouchesBuilding });
    expect(checkPhysicalRules(rect(55, 5, 16, 32), 'pool', lot)).toEqual({ valid: false, reason: PhysicalReason.TouchesBuilding });
    expect(checkPhysicalRules(rect(0, 40, 16, 32), 'pool', lot)).toEqual({ valid: true });
  });

  it('refuses a backyard cottage and a sport court over a building', () => {
    expect(checkPhysicalRules(rect(5, 5, 20, 20), 'backyard-cottage', lot)).toEqual({ valid: false, reason: PhysicalReason.TouchesBuilding });
    expect(checkPhysicalRules(rect(-10, -70, 60, 71), 'sport-court', lot)).toEqual({ valid: false, reason: PhysicalReason.TouchesBuilding });
    expect(checkPhysicalRules(rect(-10, -70, 60, 60), 'sport-court', lot)).toEqual({ valid: true });
  });

  it('wants home additions and an in-home apartment joined to the main house, not to the garage', () => {
    expect(checkPhysicalRules(rect(40, 5, 12, 10), 'home-additions', lot)).toEqual({ valid: true });
    expect(checkPhysicalRules(rect(10, 10, 12, 10), 'in-home-apartment', lot)).toEqual({ valid: true });
    expect(checkPhysicalRules(rect(72, 0, 12, 10), 'home-additions', lot)).toEqual({ valid: false, reason: PhysicalReason.NotConnected });
    expect(checkPhysicalRules(rect(0, 50, 20, 20), 'in-home-apartment', lot)).toEqual({ valid: false, reason: PhysicalReason.NotConnected });
    // Without a main house nothing is joined to one.
    expect(checkPhysicalRules(rect(40, 5, 12, 10), 'home-additions', { buildings: [], mainHouses: [] })).toEqual({ valid: false, reason: PhysicalReason.NotConnected });
  });

  it('lets a deck or a shed stand anywhere', () => {
    expect(checkPhysicalRules(rect(5, 5, 10, 10), 'deck', lot)).toEqual({ valid: true });
    expect(checkPhysicalRules(rect(40, 0, 10, 10), 'shed', lot)).toEqual({ valid: true });
  });
});

describe('mainHousesOf', () => {
  it('takes the buildings of kind main, else the largest one', () => {
    expect(mainHousesOf([{ geometry: garage, kind: 'outbuilding' }, { geometry: house, kind: 'main' }])).toEqual([house]);
    expect(mainHousesOf([{ geometry: garage, kind: 'outbuilding' }, { geometry: house, kind: 'outbuilding' }])).toEqual([house]);
    expect(mainHousesOf([])).toEqual([]);
  });
});
