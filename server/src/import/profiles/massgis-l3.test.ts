// The house numbers and street names of MassGIS Level 3 assessor records, as Bellingham's table
// writes them (SITE_ADDR beside ADDR_NUM and FULL_STR).
import { describe, expect, it } from 'vitest';
import { l3Addresses, l3HouseNumbers, l3StreetName } from './massgis-l3';

const one = (streetNumber: string) => ({ streetNumber, streetNumberTo: null });

describe('l3HouseNumbers', () => {
  it('reads a range of one side of the street from SITE_ADDR, whose first number alone is ADDR_NUM', () => {
    expect(l3HouseNumbers('8', 'CALIFORNIA AV', '8 10 CALIFORNIA AV')).toEqual([{ streetNumber: '8', streetNumberTo: '10' }]);
    expect(l3HouseNumbers('823', 'SOUTH MAIN ST', '823 827 SOUTH MAIN ST')).toEqual([{ streetNumber: '823', streetNumberTo: '827' }]);
    expect(l3HouseNumbers('51', 'IRVING ST', '51 53-55 IRVING ST')).toEqual([{ streetNumber: '51', streetNumberTo: '55' }]);
    expect(l3HouseNumbers('1111', 'SOUTH MAIN ST', '1111 1109 SOUTH MAIN ST')).toEqual([{ streetNumber: '1109', streetNumberTo: '1111' }]);
  });

  it('keeps numbers of both sides, or with letters, each on its own', () => {
    expect(l3HouseNumbers('22', 'BELLSTONE DR', '22 25 BELLSTONE DR')).toEqual([one('22'), one('25')]);
    expect(l3HouseNumbers('6', 'ACORN ST', '6 6A ACORN ST')).toEqual([one('6'), one('6A')]);
    expect(l3HouseNumbers('51A', 'NORFOLK ST', '51A 51B NORFOLK ST')).toEqual([one('51A'), one('51B')]);
  });

  it('joins a letter written apart to its number, a rear lot too', () => {
    expect(l3HouseNumbers('83', 'INDIAN RUN RD', '83 A INDIAN RUN RD')).toEqual([one('83A')]);
    expect(l3HouseNumbers('20', 'SUSAN LN', '20 R SUSAN LN')).toEqual([one('20R')]);
    expect(l3HouseNumbers('31', 'ELM ST', '31 REAR ELM ST')).toEqual([one('31R')]);
  });

  it('falls back to ADDR_NUM when SITE_ADDR says nothing more', () => {
    expect(l3HouseNumbers('18', 'INDIAN RUN RD', '18 INDIAN RUN RD')).toEqual([one('18')]);
    expect(l3HouseNumbers('18', 'INDIAN RUN RD', null)).toEqual([one('18')]);
    expect(l3HouseNumbers('18', 'INDIAN RUN RD', '18 INDIAN RUN ROAD')).toEqual([one('18')]);
  });
});

describe('l3StreetName', () => {
  it("writes the assessor's street types as people do", () => {
    expect(l3StreetName('CALIFORNIA AV')).toBe('California Ave');
    expect(l3StreetName('PULASKI BV')).toBe('Pulaski Blvd');
    expect(l3StreetName('JOHN ALDEN CR')).toBe('John Alden Cir');
    expect(l3StreetName('PARTRIDGE TL')).toBe('Partridge Trl');
    expect(l3StreetName('WHITEHALL WY')).toBe('Whitehall Way');
    expect(l3StreetName('FIFTH AV EXT')).toBe('Fifth Ave Ext');
    expect(l3StreetName('INDIAN RUN RD')).toBe('Indian Run Rd');
  });
});

describe('l3Addresses', () => {
  it('gives a lot its range address, or none without a number', () => {
    expect(l3Addresses({ ADDR_NUM: '8', FULL_STR: 'CALIFORNIA AV', SITE_ADDR: '8 10 CALIFORNIA AV' }, '0098-0112-0000')).toEqual([
      { parcelSourceId: '0098-0112-0000', streetNumber: '8', streetNumberTo: '10', street: 'California Ave', point: null },
    ]);
    expect(l3Addresses({ ADDR_NUM: '0', FULL_STR: 'CALIFORNIA AV', SITE_ADDR: '0 CALIFORNIA AV' }, '0098-0066-0000')).toEqual([]);
  });
});
