// Real Cambridge lots and what their reports must say, checked on ../shared/data by the data tests
// (tests/integration/import-real-data.test.ts). Each is the law applied by hand: M.G.L. c.40A §§1A
// and 3 and 760 CMR 71.00 on the city's data.
import type { RealLot } from '../jurisdiction';

export const CAMBRIDGE_REAL_LOTS: readonly RealLot[] = [
  {
    address: '213 Hurley St',
    shows: 'a Residence C-1 house of 3,148 sq ft about 0.3 mi from Lechmere: the protected ADU by right, capped at 900 sq ft, no parking space',
    expect: { ext_legal: 'BR', int_legal: 'BR', state_protected: true, basis: 'inferred', ext_size: 900, int_size: 900, parking: { ext: 0, int: 0 }, likelihood: { ext: 85, int: 85 }, note: 'Lechmere' },
  },
  {
    address: '20 Bryant St',
    shows: 'an accessory apartment already (use code 1014): the one protected ADU is used, so no state right for another',
    expect: { ext_legal: null, int_legal: null, ext_size: null, int_size: null },
  },
  {
    address: '17 Grant St',
    shows: 'a house in special district SD-14: homes are allowed in every district but open space since February 10, 2025',
    expect: { ext_legal: 'BR', int_legal: 'BR', state_protected: true, basis: 'inferred', ext_size: 900, likelihood: { ext: 45, int: 45 } },
  },
  {
    address: '10 Appian Way',
    shows: 'a Residence C-2 lot in the Old Cambridge historic district: the layer adds the Historical Commission\u2019s review but does not bar the protected use, so the answer by right still reads "Probably Allowed"',
    expect: { ext_legal: 'BR', int_legal: 'BR', state_protected: true, status: { ext: 'YELLOW', int: 'YELLOW' }, likelihood: { ext: 75, int: 75 } },
  },
];
