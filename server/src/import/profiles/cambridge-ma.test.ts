// The units of a Cambridge condominium building, counted from its tax records.
import { describe, expect, it } from 'vitest';
import { condominiumUnits } from './cambridge-ma';

describe('condominiumUnits', () => {
  it('counts the unit records beside the building’s own', () => {
    expect([condominiumUnits('199', 3), condominiumUnits('199', 4), condominiumUnits('199', 11)]).toEqual([2, 3, 10]);
  });

  it('says nothing when the records do not tell, or the lot is no condominium', () => {
    // A unit's own record (102) is one unit's: its lot's records say nothing of a building.
    expect([condominiumUnits('199', 1), condominiumUnits('199', null), condominiumUnits('102', 4), condominiumUnits('105', 4), condominiumUnits(null, 3)]).toEqual([null, null, null, null, null]);
  });
});
