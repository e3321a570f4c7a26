import { describe, expect, it } from 'vitest';
import { RULESETS } from './data/index';
import { evaluate, type PropertyFacts } from './evaluate';
import { badgeText, checksFor, likelihoodLabel, overallStatus, summaryText } from './status';

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
    expect(summaryText('int', 'GREEN', evaluation)).toBe(
      'You may be able to build an In-Home Apartment of up to 700 sq ft, allowed by right, or possibly more by Special Permit.',
    );
  });

  it('is YELLOW when a special consideration is detected, and says so', () => {
    const checks = checksFor('ext', evaluation, facts, ['YELLOW'], 'GREEN');
    expect(checks.specialConsiderations).toBe('YELLOW');
    expect(overallStatus(checks)).toBe('YELLOW');
    expect(summaryText('ext', 'YELLOW', evaluation)).toMatch(/700 sq ft, allowed by right, or possibly more by Special Permit\. Special considerations apply; see below\.$/);
  });

  it('is RED when any check is RED', () => {
    const business = evaluate({ ...facts, zoning: [{ zoningMap: 'current', zoneCode: 'B' }], propertyType: 'Other' }, RULESETS, '2026-06-01');
    const checks = checksFor('ext', business, { propertyType: 'Other', grossFloorArea: 1400 }, [], 'GREEN');
    expect(checks.legal).toBe('YELLOW');
    expect(overallStatus({ ...checks, placement: 'RED' })).toBe('RED');
    expect(summaryText('ext', 'RED', business)).toBe('This property likely does not meet the requirements for a Backyard Cottage.');
  });

  it('falls back to special considerations wording when no size is known', () => {
    const unknown = evaluate({ ...facts, jurisdictionId: 'ma-cambridge', zoning: [{ zoningMap: '2026-03', zoneCode: 'C-1' }] }, RULESETS, '2026-06-01');
    expect(summaryText('ext', 'YELLOW', unknown)).toBe('This property might meet the requirements for a Backyard Cottage with special considerations.');
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
