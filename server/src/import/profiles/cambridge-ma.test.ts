// The units of a Cambridge condominium building, counted from its tax records, and the floor area of a lot's principal dwelling.
import { describe, expect, it } from 'vitest';
import { condominiumUnits, principalGrossAreaSqFt } from './cambridge-ma';

describe('condominiumUnits', () => {
  it('counts the unit records beside the building’s own', () => {
    expect([condominiumUnits('199', 3), condominiumUnits('199', 4), condominiumUnits('199', 11)]).toEqual([2, 3, 10]);
  });

  it('says nothing when the records do not tell, or the lot is no condominium', () => {
    // A unit's own record (102) is one unit's: its lot's records say nothing of a building.
    expect([condominiumUnits('199', 1), condominiumUnits('199', null), condominiumUnits('102', 4), condominiumUnits('105', 4), condominiumUnits(null, 3)]).toEqual([null, null, null, null, null]);
  });
});

describe('principalGrossAreaSqFt', () => {
  it('keeps a building’s gross area, and a lot’s own', () => {
    expect([principalGrossAreaSqFt('199', 3, 3672), principalGrossAreaSqFt('105', 1, 4247), principalGrossAreaSqFt('102', 1, 980)]).toEqual([3672, 4247, 980]);
  });

  it('does not take one unit’s area for the building’s when the lot has several records', () => {
    // 2 Crawford St: the joined record is unit #2/1 (540 sq ft) of 38 records.
    expect([principalGrossAreaSqFt('102', 38, 540), principalGrossAreaSqFt('102', 2, 900)]).toEqual([null, null]);
  });
});
