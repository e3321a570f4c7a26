import { describe, expect, it } from 'vitest';
import { aduPageFeature, isAduPageOn, isOrgFeatureOn, ORG_FEATURES } from './features';

describe('organization features', () => {
  it('turns everything on without an organization config, or for a flag the config does not name', () => {
    expect(isOrgFeatureOn(null, ORG_FEATURES.reportPdf)).toBe(true);
    expect(isOrgFeatureOn({ features: {} }, ORG_FEATURES.gallery)).toBe(true);
  });

  it('turns off a feature whose flag or parent flag is false', () => {
    expect(isOrgFeatureOn({ features: { 'report.pdf': false } }, ORG_FEATURES.reportPdf)).toBe(false);
    expect(isOrgFeatureOn({ features: { report: false, 'report.pdf': true } }, ORG_FEATURES.reportPdf)).toBe(false);
    expect(isOrgFeatureOn({ features: { backyard_cottage: false } }, 'backyard_cottage.gallery')).toBe(false);
  });

  it('maps each ADU page to its type’s flag', () => {
    expect(aduPageFeature('backyard-cottage')).toBe('backyard_cottage');
    expect(aduPageFeature('in-home-apartment')).toBe('in_home_apartment');
    const config = { features: { backyard_cottage: false, in_home_apartment: true } };
    expect(isAduPageOn(config, 'backyard-cottage')).toBe(false);
    expect(isAduPageOn(config, 'in-home-apartment')).toBe(true);
  });
});
