// Real Bellingham lots and what their reports must say, checked on ../shared/data by the data
// tests (tests/integration/import-real-data.test.ts). Each is the law applied by hand: M.G.L. c.40A
// §§1A and 3 and 760 CMR 71.00 on the town's MassGIS data.
import type { RealLot } from '../jurisdiction';

export const BELLINGHAM_REAL_LOTS: readonly RealLot[] = [
  {
    address: '18 Indian Run Rd',
    shows: 'a house with no zone in the data, 3.6 mi from the nearest station (Forge Park/495): by right, inferred from the home, at most one parking space',
    expect: { ext_legal: 'BR', int_legal: 'BR', state_protected: true, basis: 'inferred', parking: { ext: 1, int: 1 }, likelihood: { ext: 70, int: 70 }, note: 'Forge Park/495' },
  },
  {
    address: '20 Beechwood Rd',
    shows: 'a two-unit condominium whose file keeps one unit of 939 sq ft: the principal dwelling is the building, so the cap is not half a unit, and without the building\u2019s area at most 900 sq ft',
    expect: { ext_legal: 'BR', ext_size: null },
  },
  {
    address: '421 Center St',
    shows: 'mixed use, primarily residential (use code 013): a dwelling, so the state right reaches it',
    expect: { ext_legal: 'BR', int_legal: 'BR', state_protected: true },
  },
];
