// The facts of a what-if request against a property as its viewer sees it: each fact must be one
// the viewer's report shows (the survey's or their correction), to the square foot.
import { describe, expect, it } from 'vitest';
import type { EvaluateRequest } from '../../../core/api';
import { describesFacts, type PropertyAsSeen } from './described-property';

const seen: PropertyAsSeen = {
  id: 'ma-cambridge/120-96',
  jurisdictionId: 'ma-cambridge',
  lots: [],
  lotSizesSqFt: [1874, 1902],
  zoneCodes: ['C-1', 'B'],
  propertyTypes: ['Single Family', 'Two Family'],
  grossFloorAreasSqFt: [1560, 1800],
};
const request: EvaluateRequest = { jurisdiction: 'MA-Cambridge', zone_code: 'C-1', property_type: 'Single Family', gross_floor_area: 1560, lot_size: 1874 };

describe('describesFacts', () => {
  it('takes the survey’s facts, the viewer’s corrections, and areas to the square foot', () => {
    expect(describesFacts(request, seen)).toBe(true);
    expect(describesFacts({ ...request, zone_code: 'B', property_type: 'Two Family', gross_floor_area: 1800, lot_size: 1902 }, seen)).toBe(true);
    expect(describesFacts({ ...request, gross_floor_area: 1560.9, lot_size: 1873.2 }, seen)).toBe(true);
  });

  it('refuses another jurisdiction, zone, type, floor area or lot size', () => {
    expect(describesFacts({ ...request, jurisdiction: 'MA' }, seen)).toBe(false);
    expect(describesFacts({ ...request, zone_code: 'C-2' }, seen)).toBe(false);
    expect(describesFacts({ ...request, property_type: 'Other' }, seen)).toBe(false);
    expect(describesFacts({ ...request, gross_floor_area: 1562 }, seen)).toBe(false);
    expect(describesFacts({ ...request, lot_size: 5000 }, seen)).toBe(false);
    expect(describesFacts({ ...request, gross_floor_area: null }, seen)).toBe(false);
  });

  it('takes no zone only for a property without one, an empty zone being none', () => {
    expect(describesFacts({ ...request, zone_code: null }, seen)).toBe(false);
    const unzoned = { ...seen, zoneCodes: [] };
    expect(describesFacts({ ...request, zone_code: null }, unzoned)).toBe(true);
    expect(describesFacts({ ...request, zone_code: '' }, unzoned)).toBe(true);
    expect(describesFacts(request, unzoned)).toBe(false);
  });
});
