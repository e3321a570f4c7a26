import { describe, expect, it } from 'vitest';
import {
  MASSACHUSETTS_MUNICIPALITIES,
  massachusettsJurisdictionId,
  massachusettsMunicipality,
  massgisTownId,
  municipalityOfMassgisTown,
} from './massachusetts-municipalities';

describe('Massachusetts municipalities', () => {
  it('lists the 351 cities and towns once each, alphabetically', () => {
    expect(MASSACHUSETTS_MUNICIPALITIES).toHaveLength(351);
    const names = MASSACHUSETTS_MUNICIPALITIES.map((m) => m.name);
    expect(new Set(names).size).toBe(351);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  });

  it('names each as a jurisdiction id', () => {
    expect(massachusettsJurisdictionId('Manchester-by-the-Sea')).toBe('ma-manchester-by-the-sea');
    expect(massachusettsJurisdictionId('West Tisbury')).toBe('ma-west-tisbury');
    expect(massachusettsMunicipality('ma-bellingham')).toEqual({ name: 'Bellingham', county: 'Norfolk' });
    expect(massachusettsMunicipality('ma-gotham')).toBeUndefined();
    expect(new Set(MASSACHUSETTS_MUNICIPALITIES.map((m) => massachusettsJurisdictionId(m.name))).size).toBe(351);
  });

  it("numbers the towns as MassGIS does: Aquinnah keeps Gay Head's place", () => {
    // MassGIS file names: M025 Bellingham, M035 Boston, M049 Cambridge, M207 Newton, M348 Worcester.
    expect([massgisTownId('Abington'), massgisTownId('Bellingham'), massgisTownId('Boston'), massgisTownId('Cambridge')]).toEqual([1, 25, 35, 49]);
    expect([massgisTownId('Aquinnah'), massgisTownId('Newton'), massgisTownId('Worcester'), massgisTownId('Yarmouth')]).toEqual([104, 207, 348, 351]);
    expect(municipalityOfMassgisTown(25)?.name).toBe('Bellingham');
    expect(municipalityOfMassgisTown(0)).toBeUndefined();
    expect(municipalityOfMassgisTown(352)).toBeUndefined();
  });
});
