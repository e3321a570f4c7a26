import { describe, expect, it } from 'vitest';
import { RULESETS } from './data/index';
import { evaluate, type PropertyFacts } from './evaluate';
import { badgeText, checksFor, likelihoodLabel, likelihoodPercent, overallStatus, summaryText } from './status';

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

  it('falls back to special considerations wording when no size is known', () => {
    // A district not on file, whose use nothing says: the state right is not known to reach it.
    const unknown = evaluate({ ...facts, jurisdictionId: 'ma-cambridge', zoning: [{ zoningMap: '2026-03', zoneCode: 'BX-9' }] }, RULESETS, '2026-06-01');
    expect(summaryText('ext', 'YELLOW', unknown)).toBe('This property might meet the requirements for a Backyard Cottage with special considerations.');
  });

  it('never calls an inferred legal status green, and counts it for less than a verified one', () => {
    const inferred = evaluate({ ...facts, jurisdictionId: 'ma-cambridge', zoning: [{ zoningMap: '2026-03', zoneCode: 'C-1' }] }, RULESETS, '2026-06-01');
    const checks = checksFor('int', inferred, facts, []);
    expect(checks.legal).toBe('YELLOW');
    expect(overallStatus(checks)).toBe('YELLOW');
    expect(summaryText('int', 'YELLOW', inferred, checks)).toBe(
      'You may be able to build an In-Home Apartment of up to 700 sq ft, allowed by right. This rests on an assumption about the district; see the first section.',
    );
    expect(likelihoodPercent('YELLOW', true)).toBe(45);
    expect(likelihoodPercent('GREEN', false)).toBe(100);
    expect(likelihoodPercent('YELLOW', false)).toBe(60);
    expect(likelihoodLabel(likelihoodPercent('YELLOW', true)).label).toBe('Might be Allowed');
  });

  it('offers no special permit where the state approves ADUs ministerially', () => {
    const ca = evaluate({ state: 'CA', jurisdictionId: 'ca-san-jose', zoning: [{ zoningMap: '2016', zoneCode: 'R-1-8' }], propertyType: 'Single Family', grossFloorArea: 2000, lotSize: 6000 }, RULESETS, '2026-06-01');
    expect(summaryText('ext', 'GREEN', ca)).toBe('You may be able to build a Backyard Cottage of up to 1,200 sq ft, allowed by right.');
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
