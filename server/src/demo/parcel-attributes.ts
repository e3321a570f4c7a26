// Assessor-style attributes of demo parcels: property type, use code, style, stories and year built.
import type { ZoneCode } from './districts';
import type { Random } from './random';

/** The attributes the generator decides for a parcel (gross floor area follows from the house). */
export interface ParcelAttributes {
  propertyTypeName: 'Single Family' | 'Two Family' | 'Multi-Family Home' | 'Other';
  useCode: string;
  zoneCode: ZoneCode;
  yearBuilt: number;
  style: string;
  stories: number;
}

interface HouseStyle {
  style: string;
  stories: number;
  years: readonly [number, number];
}

const SINGLE_FAMILY: readonly HouseStyle[] = [
  { style: 'Colonial', stories: 2, years: [1905, 2015] },
  { style: 'Colonial', stories: 2, years: [1920, 1990] },
  { style: 'Cape Cod', stories: 1.5, years: [1935, 1965] },
  { style: 'Victorian', stories: 2.5, years: [1890, 1910] },
  { style: 'Garrison', stories: 2, years: [1950, 1975] },
  { style: 'Split Level', stories: 1.5, years: [1955, 1980] },
  { style: 'Conventional', stories: 2, years: [1900, 1935] },
];
const OLD_SINGLE_FAMILY: readonly HouseStyle[] = [
  { style: 'Colonial', stories: 2, years: [1750, 1800] },
  { style: 'Federal', stories: 2, years: [1790, 1830] },
  { style: 'Greek Revival', stories: 2, years: [1825, 1860] },
  { style: 'Italianate', stories: 2, years: [1850, 1885] },
  { style: 'Second Empire', stories: 2.5, years: [1860, 1885] },
  { style: 'Victorian', stories: 2.5, years: [1860, 1899] },
];
const TWO_FAMILY: HouseStyle = { style: 'Two Family', stories: 2.5, years: [1900, 1930] };
const OLD_TWO_FAMILY: HouseStyle = { style: 'Two Family', stories: 2.5, years: [1870, 1899] };
const MULTI_FAMILY: HouseStyle = { style: 'Multi-Conversion', stories: 2.5, years: [1900, 1925] };
const OLD_MULTI_FAMILY: HouseStyle = { style: 'Multi-Conversion', stories: 2.5, years: [1860, 1899] };
const MIXED_USE: HouseStyle = { style: 'Mixed Use', stories: 2, years: [1900, 1965] };
const OLD_MIXED_USE: HouseStyle = { style: 'Mixed Use', stories: 2, years: [1850, 1899] };
const OLD_SHARE = 0.85;

/**
 * Type, use, style and age for a parcel in a zone; most houses in the historic district date from before 1900,
 * and the first two-family zoned parcel of a neighbourhood is always a two-family house.
 */
export function describeParcel(rng: Random, zone: ZoneCode, historic: boolean, pending: { twoFamily: boolean }): ParcelAttributes {
  const old = historic && rng.next() < OLD_SHARE;
  let propertyTypeName: ParcelAttributes['propertyTypeName'] = 'Single Family';
  let useCode = '101';
  let house = rng.pick(old ? OLD_SINGLE_FAMILY : SINGLE_FAMILY);
  if (zone === 'B') {
    propertyTypeName = 'Other';
    // Mixed use, primarily commercial (031, 034): 013 to 019 are primarily residential, a dwelling.
    useCode = rng.pick(['031', '034']);
    house = old ? OLD_MIXED_USE : MIXED_USE;
  } else if (zone === 'TR') {
    const roll = rng.next();
    if (roll < 0.6 || pending.twoFamily) {
      propertyTypeName = 'Two Family';
      useCode = '104';
      house = old ? OLD_TWO_FAMILY : TWO_FAMILY;
      pending.twoFamily = false;
    } else if (roll < 0.7) {
      propertyTypeName = 'Multi-Family Home';
      useCode = '105';
      house = old ? OLD_MULTI_FAMILY : MULTI_FAMILY;
    }
  }
  return {
    propertyTypeName,
    useCode,
    zoneCode: zone,
    yearBuilt: rng.int(house.years[0], house.years[1]),
    style: house.style,
    stories: zone === 'B' ? rng.pick([2, 2.5]) : house.stories,
  };
}
