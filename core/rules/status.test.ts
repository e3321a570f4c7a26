import { describe, expect, it } from 'vitest';
import { RULESETS } from '../jurisdictions';
import { evaluate, type PropertyFacts } from './evaluate';
import { badgeText, checksFor, legalEvidence, likelihoodLabel, likelihoodPercent, overallStatus, summaryText } from './status';

const facts: PropertyFacts = {
  state: 'MA',
  jurisdictionId: 'ma-maple-hollow',
  zoning: [{ zoningMap: 'current', zoneCode: 'SR' }],
  propertyType: 'Single Family',
  grossFloorArea: 1400,
  lotSize: 9000,
};
const evaluation = evaluate(facts, RULESETS, '2026-06-01');

describe('overall status and summary', () => {
  it('is GREEN with every check green, and says the size with the legal label', () => {
    const checks = checksFor('int', evaluation, facts, []);
    expect(overallStatus(checks)).toBe('GREEN');
    expect(summaryText('int', 'GREEN', evaluation)).toBe('You may be able to build an In-Home Apartment of up to 700 sq ft, allowed by right.');
  });

  it('adds "or possibly more by Special Permit" only where a rule on file allows a larger unit by special permit', () => {
    const br = evaluation.sizeLimits.int.br!;
    const withPermit = { ...evaluation, sizeLimits: { ...evaluation.sizeLimits, int: { ...evaluation.sizeLimits.int, sp: { ...br, max: 1200 } } } };
    expect(summaryText('int', 'GREEN', withPermit)).toBe('You may be able to build an In-Home Apartment of up to 700 sq ft, allowed by right, or possibly more by Special Permit.');
    const smaller = { ...evaluation, sizeLimits: { ...evaluation.sizeLimits, int: { ...evaluation.sizeLimits.int, sp: { ...br, max: 600 } } } };
    expect(summaryText('int', 'GREEN', smaller)).toBe('You may be able to build an In-Home Apartment of up to 700 sq ft, allowed by right.');
  });

  it('is YELLOW when a special consideration is detected, and says so', () => {
    const checks = checksFor('ext', evaluation, facts, ['YELLOW'], 'GREEN');
    expect(checks.specialConsiderations).toBe('YELLOW');
    expect(overallStatus(checks)).toBe('YELLOW');
    expect(summaryText('ext', 'YELLOW', evaluation)).toMatch(/700 sq ft, allowed by right\. Special considerations apply; see below\.$/);
  });

  it('is RED when any check is RED', () => {
    const business = evaluate({ ...facts, zoning: [{ zoningMap: 'current', zoneCode: 'B' }], propertyType: 'Other' }, RULESETS, '2026-06-01');
    const checks = checksFor('ext', business, { propertyType: 'Other', grossFloorArea: 1400 }, [], 'GREEN');
    expect(checks.legal).toBe('YELLOW');
    expect(overallStatus({ ...checks, placement: 'RED' })).toBe('RED');
    expect(summaryText('ext', 'RED', business)).toBe('This property likely does not meet the requirements for a Backyard Cottage.');
  });

  it('says the legal status is not known, with no size beside it, where no source gives one', () => {
    // A district not on file, whose use nothing says: the state right is not known to reach it.
    const unknown = evaluate({ ...facts, jurisdictionId: 'ma-cambridge', zoning: [{ zoningMap: '2026-03', zoneCode: 'BX-9' }] }, RULESETS, '2026-06-01');
    expect(summaryText('ext', 'YELLOW', unknown)).toBe('Whether a Backyard Cottage is allowed here is not in our sources; see the first section.');
  });

  it('gives a lot with no principal dwelling no size, no sentence of one, and "Probably Not Allowed"', () => {
    const office = evaluate({ ...facts, jurisdictionId: 'ma-cambridge', zoning: [{ zoningMap: '2026-03', zoneCode: 'C-1' }], propertyType: 'Other', grossFloorArea: 12_000 }, RULESETS, '2026-06-01');
    expect([office.legal.ext, office.sizeLimits.ext.br, office.sizeLimits.int.br]).toEqual([null, null, null]);
    expect(office.notes.filter((n) => n.includes('is not in our sources'))).toEqual([]);
    expect(summaryText('ext', 'YELLOW', office)).toBe('An ADU needs a principal dwelling on the lot, and this property is not recorded as one; see the first section.');
    expect(legalEvidence(office, 'ext')).toBe('no-dwelling');
    expect(office.parkingSpaces).toEqual({ ext: null, int: null });
    expect(likelihoodLabel(likelihoodPercent('YELLOW', legalEvidence(office, 'ext'))).label).toBe('Probably Not Allowed');
  });

  it('waits for the house\u2019s own area on a lot of several houses, at most 900 sq ft until then', () => {
    const houses = evaluate({ ...facts, state: 'MA', jurisdictionId: 'ma-newton', zoning: [{ zoningMap: 'assessor', zoneCode: 'SR2' }], propertyType: 'Multi-Family Home', grossFloorArea: 3357, multipleHouses: true }, RULESETS, '2026-06-01');
    expect([houses.sizeLimits.ext.br?.max, houses.sizeLimits.ext.br?.at_most]).toEqual([null, 900]);
    expect(houses.notes.some((n) => n.startsWith('The lot has several houses'))).toBe(true);
    expect(summaryText('ext', 'YELLOW', houses)).toBe(
      'You may be able to build a Backyard Cottage of at most 900 sq ft, allowed by right; the exact limit needs the house\u2019s floor area, which the data does not give (see Size Limitations). This rests on an assumption about the district; see the first section. Special considerations apply; see below.',
    );
    const given = evaluate({ ...facts, jurisdictionId: 'ma-newton', zoning: [{ zoningMap: 'assessor', zoneCode: 'SR2' }], propertyType: 'Multi-Family Home', grossFloorArea: 3357, multipleHouses: true }, RULESETS, '2026-06-01', { grossFloorArea: 1200 });
    expect(given.sizeLimits.ext.br?.max).toBe(600);
  });

  it('reads as allowed where the only assumption is that a residence district allows homes, and states it', () => {
    const inferred = evaluate({ ...facts, jurisdictionId: 'ma-cambridge', zoning: [{ zoningMap: '2026-03', zoneCode: 'C-1' }] }, RULESETS, '2026-06-01');
    const checks = checksFor('int', inferred, facts, []);
    expect(legalEvidence(inferred, 'int')).toBe('district');
    expect(checks.legal).toBe('GREEN');
    expect(overallStatus(checks)).toBe('GREEN');
    expect(summaryText('int', 'GREEN', inferred, checks)).toBe(
      'You may be able to build an In-Home Apartment of up to 700 sq ft, allowed by right. This rests on an assumption about the district; see the first section.',
    );
    expect(likelihoodPercent('GREEN', 'district')).toBe(85);
    expect(likelihoodLabel(likelihoodPercent('GREEN', 'district')).label).toBe('Probably Allowed');
  });

  it('reads a house on a lot with no zone as allowed, and keeps a weaker assumption yellow: a building of three or more homes there', () => {
    const house = evaluate({ ...facts, jurisdictionId: 'ma-newton', zoning: [] }, RULESETS, '2026-06-01');
    expect(house.assumptions['adu.int_legal']?.[0]?.key).toBe('unzoned-lot-allows-single-family');
    expect(legalEvidence(house, 'int')).toBe('district');
    const houseChecks = checksFor('int', house, facts, []);
    expect(houseChecks.legal).toBe('GREEN');
    // The zone check stays yellow, and says why: no zone in the data.
    expect(summaryText('int', overallStatus(houseChecks), house, houseChecks)).toMatch(/This rests on an assumption about the district; see the first section\. The lot has no zone in the data; choosing it confirms the answer \(see the first section\)\.$/);
    const building = evaluate({ ...facts, jurisdictionId: 'ma-newton', zoning: [], propertyType: 'Multi-Family Home' }, RULESETS, '2026-06-01');
    expect(building.assumptions['adu.int_legal']?.[0]?.params.home).toBe('the building of three or more homes');
    expect(legalEvidence(building, 'int')).toBe('weak');
    const checks = checksFor('int', building, { ...facts, propertyType: 'Multi-Family Home' }, []);
    expect(checks.legal).toBe('YELLOW');
    expect(likelihoodPercent(overallStatus(checks), 'weak')).toBe(45);
  });

  it('orders the likelihoods as the evidence does: verified, district assumed, weaker assumption, unknown, red', () => {
    const ordered = [
      likelihoodPercent('GREEN', 'verified'),
      likelihoodPercent('GREEN', 'district'),
      likelihoodPercent('YELLOW', 'verified'),
      likelihoodPercent('YELLOW', 'district'),
      likelihoodPercent('YELLOW', 'weak'),
      likelihoodPercent('YELLOW', 'unknown'),
      likelihoodPercent('RED', 'verified'),
    ];
    expect(ordered).toEqual([100, 85, 80, 75, 45, 35, 1]);
    // A by-right answer with something left to check still reads as allowed; lowest where the zone is not in the data.
    expect(likelihoodPercent('YELLOW', 'district', { zone: 'YELLOW' })).toBe(70);
    expect(likelihoodPercent('YELLOW', 'district', { zone: 'GREEN' })).toBe(75);
    expect(likelihoodPercent('YELLOW', 'weak', { zone: 'YELLOW' })).toBe(45);
    expect(likelihoodLabel(likelihoodPercent('YELLOW', 'district', { zone: 'YELLOW' })).label).toBe('Probably Allowed');
    expect(likelihoodLabel(likelihoodPercent('YELLOW', 'weak')).label).toBe('Might be Allowed');
    expect(legalEvidence({ legal: { ext: null, int: 'BR' }, assumptions: {} }, 'ext')).toBe('unknown');
    expect(legalEvidence({ legal: { ext: null, int: 'BR' }, assumptions: {} }, 'int')).toBe('verified');
  });

  it('treats a red layer (a flood zone) as a review to do, not a bar: the check is yellow', () => {
    const checks = checksFor('int', evaluation, facts, ['RED', 'GREEN']);
    expect(checks.specialConsiderations).toBe('YELLOW');
    expect(overallStatus(checks)).toBe('YELLOW');
    expect(summaryText('int', 'YELLOW', evaluation, checks)).toBe('You may be able to build an In-Home Apartment of up to 700 sq ft, allowed by right. Special considerations apply; see below.');
  });

  it('says only the remarks its yellow checks give: placement unknown is not a special consideration', () => {
    const checks = checksFor('ext', evaluation, facts, ['GREEN'], 'YELLOW');
    expect(overallStatus(checks)).toBe('YELLOW');
    expect(summaryText('ext', 'YELLOW', evaluation, checks)).toBe('You may be able to build a Backyard Cottage of up to 700 sq ft, allowed by right. Where on the lot it can stand is not known yet; see Placement.');
    const noArea = checksFor('int', evaluation, { propertyType: 'Single Family', grossFloorArea: null }, []);
    expect(summaryText('int', 'YELLOW', evaluation, noArea)).toMatch(/The house\u2019s floor area is not in the data; see Size Limitations\.$/);
  });

  it('offers no special permit where the state approves ADUs ministerially', () => {
    const ca = evaluate({ state: 'CA', jurisdictionId: 'ca-san-jose', zoning: [{ zoningMap: '2016', zoneCode: 'R-1-8' }], propertyType: 'Single Family', grossFloorArea: 2000, lotSize: 6000 }, RULESETS, '2026-06-01');
    // San Jose's own standard on a lot of 9,000 sq ft or less (Bulletin #210).
    expect(summaryText('ext', 'GREEN', ca)).toBe('You may be able to build a Backyard Cottage of up to 1,000 sq ft, allowed by right.');
  });
});

describe('labels', () => {
  it.each([
    [null, 'Probably Not Allowed'],
    [30, 'Probably Not Allowed'],
    [31, 'Might be Allowed'],
    [69, 'Might be Allowed'],
    [70, 'Probably Allowed'],
    [100, 'Probably Allowed'],
  ])('likelihood %s is %s', (percent, label) => {
    expect(likelihoodLabel(percent).label).toBe(label);
  });

  it('shows Not Detected for GREEN and custom badge text otherwise', () => {
    expect(badgeText('GREEN', 'Zone AE')).toBe('Not Detected');
    expect(badgeText('RED', 'Zone AE')).toBe('Zone AE');
    expect(badgeText('YELLOW', null)).toBe('Detected');
  });
});

describe('the summary of a lot that has its protected ADU already', () => {
  it('says the one protected ADU is used and that a further one depends on the town', () => {
    const evaluation = evaluate(
      { state: 'MA', jurisdictionId: 'ma-newton', zoning: [{ zoningMap: 'assessor', zoneCode: 'SR2' }], propertyType: 'Single Family', grossFloorArea: 2400, lotSize: 8000, accessoryApartment: true },
      RULESETS,
      '2026-06-01',
    );
    expect(summaryText('ext', 'YELLOW', evaluation)).toBe(
      'This lot already has an accessory apartment, the one ADU the state protects; whether the town allows a Backyard Cottage besides it is not in our sources.',
    );
  });
});
