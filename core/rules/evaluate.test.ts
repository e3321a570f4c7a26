// Golden cases from the statutes, with the numbers worked out by hand.
import { describe, expect, it } from 'vitest';
import { RULESETS } from '../jurisdictions';
import { evaluate, type PropertyFacts } from './evaluate';

const mapleHollow = (zone: string, grossFloorArea: number | null, propertyType = 'Single Family'): PropertyFacts => ({
  state: 'MA',
  jurisdictionId: 'ma-maple-hollow',
  zoning: [{ zoningMap: 'current', zoneCode: zone }],
  propertyType,
  grossFloorArea,
  lotSize: 9000,
});

describe('Massachusetts (M.G.L. c.40A §§1A, 3)', () => {
  it('allows a 700 sq ft ADU by right beside a 1,400 sq ft house: half the house is under 900', () => {
    const result = evaluate(mapleHollow('SR', 1400), RULESETS, '2026-06-01');
    expect(result.rulesetIds).toEqual(['ma-2025', 'ma-maple-hollow']);
    expect(result.legal).toEqual({ ext: 'BR', int: 'BR' });
    expect(result.stateProtected).toBe(true);
    expect(result.sizeLimits.ext.br).toEqual({
      max: 700,
      at_most: 700,
      steps: [
        'State cap for an ADU: 900 sq ft',
        "Half the principal dwelling: half of the principal dwelling's gross floor area of 1,400 sq ft = 700 sq ft",
        'The smaller of these: 700 sq ft',
      ],
    });
    expect(result.citations['adu.size_limits.ext.br']?.[0]).toEqual({
      document_id: 'mgl-c40a-s1a',
      sequences: ['adu-definition'],
      source_url: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleVII/Chapter40A/Section1A',
      label: 'M.G.L. c.40A §1A (Zoning Act definitions, as amended by St. 2024 c.150 §7) \u00b7 Accessory dwelling unit',
      publisher: 'Massachusetts Legislature',
      verified_at: '2026-12-03',
    });
    expect(result.parkingSpaces).toEqual({ ext: 1, int: 1 });
    // Every value of the ADU rests on the town's use table and the statute; the only assumption is
    // the plot plan the building department asks for, which is not the ADU's answer.
    expect([result.basis, Object.keys(result.assumptions)]).toEqual(['verified', ['plot_plan']]);
  });

  it('says what plan shows where new work stands: a surveyor\u2019s plot plan, a lesser plan only 5 ft past the setbacks, cited and inferred from one town\u2019s practice', () => {
    const result = evaluate(mapleHollow('TR', 1400), RULESETS, '2026-06-01');
    expect(result.plotPlan).toEqual({ asks: 'surveyor-plot-plan', lesserPlanMarginFt: 5, source: 'STATE' });
    expect(result.citations['plot_plan']?.map((c) => c.label)).toEqual([
      '780 CMR 51.00 (Massachusetts Residential Code), R107.2 Construction documents \u00b7 R107.2.1 Information on construction documents',
      'Building Department: Plot Plans (frequently asked questions) \u00b7 Is a plot plan required? \u00b7 Can a mortgage plan be used?',
    ]);
    expect(result.assumptions['plot_plan']?.map((a) => a.key)).toEqual(['secondary-source']);
  });

  it('caps the ADU at 900 sq ft beside a 2,400 sq ft house', () => {
    expect(evaluate(mapleHollow('TR', 2400), RULESETS, '2026-06-01').sizeLimits.int.br?.max).toBe(900);
  });

  it('takes the town setbacks where it has them and marks the rest unknown', () => {
    const result = evaluate(mapleHollow('SR', 1400), RULESETS, '2026-06-01');
    expect(result.setbacks.ext).toEqual({ front: 25, side: 10, rear: 10, building: 10 });
    // An in-home apartment keeps the principal building's setbacks; the bylaw gives it no separation.
    expect(result.setbacks.int).toEqual({ front: 25, side: 15, rear: 25, building: null });
    expect(result.citations['adu.placement.ext_setbacks.side']?.[0]?.document_id).toBe('maple-hollow-zoning');
    expect(result.citations['adu.placement.int_setbacks.side']?.[0]?.sequences).toEqual(['principal-setbacks']);
  });

  it('follows the town where the state right does not reach: a business district', () => {
    const result = evaluate(mapleHollow('B', 1400, 'Other'), RULESETS, '2026-06-01');
    expect(result.stateProtected).toBe(false);
    expect(result.legalZone).toEqual({ ext: 'NOT_ALLOWED', int: 'NOT_ALLOWED' });
    expect(result.sizeLimits.ext.br).toBeNull();
  });

  it('finds a Cambridge A-1 lot single-family, so a detached ADU is by right once the state law is in force', () => {
    const facts: PropertyFacts = {
      state: 'MA',
      jurisdictionId: 'ma-cambridge',
      zoning: [
        { zoningMap: '2024-03', zoneCode: 'A-1' },
        { zoningMap: '2026-03', zoneCode: 'C-1' },
      ],
      propertyType: 'Single Family',
      grossFloorArea: 2000,
      lotSize: 6000,
    };
    // Between the state law (February 2) and the city's rezoning (February 10, 2025).
    const onOldMap = evaluate(facts, RULESETS, '2025-02-05');
    expect(onOldMap.rulesetIds).toEqual(['ma-2025', 'ma-cambridge-2024-03']);
    expect(onOldMap.zone).toBe('A-1');
    expect(onOldMap.legal.ext).toBe('BR');
    expect(onOldMap.sizeLimits.ext.br?.max).toBe(900);

    const beforeTheLaw = evaluate(facts, RULESETS, '2025-01-15');
    expect(beforeTheLaw.rulesetIds).toEqual(['ma-before-2025', 'ma-cambridge-2024-03']);
    expect(beforeTheLaw.legal.ext).toBeNull();

    // Since the rezoning the lot is in Residence C-1, whose use table is not in our sources: the
    // state right is inferred from the district's name, and says so.
    const today = evaluate(facts, RULESETS, '2026-06-01');
    expect(today.zone).toBe('C-1');
    expect([today.stateProtected, today.basis, today.legal.ext, today.sizeLimits.ext.br?.max]).toEqual([true, 'inferred', 'BR', 900]);
    expect(today.assumptions['adu.ext_legal']?.map((a) => a.text)).toEqual(['Assumes single-family homes are allowed in C-1; confirm with Cambridge\u2019s use table.']);
    // 760 CMR 71.03: the ADU may use the residential setbacks the city publishes (5 ft side and
    // rear); the 10 ft front rests on the sponsors' account of the amendments.
    expect(today.setbacks.ext).toEqual({ front: 10, side: 5, rear: 5, building: null });
    expect(today.citations['adu.placement.ext_setbacks.side']?.map((c) => c.document_id)).toEqual(['cambridge-multifamily-2025', '760-cmr-71']);
    expect(today.assumptions['adu.placement.ext_setbacks.front']?.map((a) => a.key)).toEqual(['district-allows-single-family', 'secondary-source']);
    expect(today.heightFt.int).toBe(45);
  });

  it('says Boston is outside the state ADU statute', () => {
    const result = evaluate({ state: 'MA', jurisdictionId: 'ma-boston', zoning: [], propertyType: 'Single Family', grossFloorArea: 1800, lotSize: 4000 }, RULESETS, '2026-06-01');
    expect(result.stateProtected).toBe(false);
    expect(result.legal.ext).toBeNull();
    expect(result.extras.map((e) => e.subject)).toEqual(['Boston']);
    expect(result.citations['adu.covered_by_state']?.[0]?.document_id).toBe('boston-exempt');
  });
});

describe('California (Gov. Code §§66310–66342)', () => {
  const sanJose: PropertyFacts = {
    state: 'CA',
    jurisdictionId: 'ca-san-jose',
    zoning: [{ zoningMap: '2016', zoneCode: 'R-1-8' }],
    propertyType: 'Single Family',
    grossFloorArea: 1500,
    lotSize: 6000,
  };
  const somewhere: PropertyFacts = { state: 'CA', jurisdictionId: null, placeName: 'Fresno', zoning: [{ zoningMap: 'assessor', zoneCode: 'R-1' }], propertyType: 'Single Family', grossFloorArea: 1500, lotSize: 6000 };
  const standardAssumption = (town: string) =>
    `Shows the state standard, which applies where ${town} has no ADU ordinance of its own or one that is void; a city ordinance may cap the size lower, never below 850 sq ft (1,000 sq ft with more than one bedroom), and 800 sq ft with 4 ft side and rear setbacks is allowed in any case; confirm with ${town}.`;

  it('shows the state standard of 1,200 sq ft where no local ordinance is on file, as an assumption, ministerial and with no special-permit size', () => {
    const result = evaluate(somewhere, RULESETS, '2026-06-01');
    expect(result.rulesetIds).toEqual(['ca-2026']);
    expect(result.legal.ext).toBe('BR');
    expect(result.sizeLimits.ext).toEqual({ br: { max: 1200, at_most: 1200, steps: ['State standard for a detached ADU: 1,200 sq ft'] }, sp: null });
    expect(result.assumptions['adu.size_limits.ext.br']?.map((a) => [a.key, a.text])).toContainEqual(['state-standard-size', standardAssumption('Fresno')]);
    expect(result.citations['adu.size_limits.ext.br']?.map((c) => [c.document_id, c.sequences])).toEqual([
      ['ca-gov-66314', ['sizes']],
      ['ca-gov-66320', ['no-ordinance']],
    ]);
    expect(result.specialPermitPath).toBe(false);
    expect(result.setbacks.ext).toEqual({ front: null, side: 4, rear: 4, building: null });
    expect([result.heightFt.ext, result.parkingSpaces.ext]).toEqual([16, 1]);
    expect(result.citations['adu.ext_legal']?.map((c) => c.document_id)).toEqual(['ca-gov-66323', 'ca-gov-66317', 'ca-gov-66314']);
  });

  it('models the in-home apartment as a conversion within the house: no setback, no cap but the existing space, no parking', () => {
    const at = (grossFloorArea: number | null) => evaluate({ ...somewhere, grossFloorArea }, RULESETS, '2026-06-01');
    expect(at(1500).sizeLimits.int).toEqual({
      br: { max: 1500, at_most: 1500, steps: ["The existing space of the house, all a conversion may use: the principal dwelling's gross floor area of 1,500 sq ft"] },
      sp: null,
    });
    expect(at(3000).sizeLimits.int.br?.max).toBe(3000);
    expect(at(null).sizeLimits.int.br).toMatchObject({ max: null, at_most: null });
    const result = at(1500);
    expect(result.setbacks.int).toEqual({ front: 0, side: 0, rear: 0, building: null });
    expect([result.parkingSpaces.int, result.heightFt.int]).toEqual([0, null]);
    expect(result.assumptions['adu.size_limits.int.br']?.some((a) => a.key === 'state-standard-size')).toBeFalsy();
    expect(result.citations['adu.size_limits.int.br']?.map((c) => [c.document_id, c.sequences])).toEqual([
      ['ca-gov-66323', ['conversion']],
      ['ca-gov-66314', ['setbacks']],
    ]);
    expect(result.citations['adu.parking.int']?.map((c) => [c.document_id, c.sequences])).toEqual([['ca-gov-66322', ['no-parking']]]);
    const attached = result.extras.find((e) => e.subject === 'Attached additions')?.text;
    expect(attached).toMatch(/half the floor area of the house and 1,200 sq ft/);
    expect(attached).toMatch(/25 ft tall/);
  });

  it('takes San Jose\u2019s own numbers from March 5, 2026: 1,000 sq ft on a lot of 9,000 sq ft or less, 1,200 above, no side or rear setback, 18 ft, no parking', () => {
    const at = (lotSize: number | null) => evaluate({ ...sanJose, lotSize }, RULESETS, '2026-06-01');
    const result = at(6000);
    expect(result.rulesetIds).toEqual(['ca-2026', 'ca-san-jose']);
    expect([result.legal.ext, result.legal.int, result.basis, result.stateProtected]).toEqual(['BR', 'BR', 'verified', true]);
    expect(result.sizeLimits.ext.br).toEqual({
      max: 1000,
      at_most: 1000,
      steps: [
        'San Jose\u2019s city standard depends on the lot size: the lot size of 6,000 sq ft is 9,000 sq ft or less',
        'City standard for a detached ADU on a lot of 9,000 sq ft or less: 1,000 sq ft',
      ],
    });
    expect(at(9000).sizeLimits.ext.br?.max).toBe(1000);
    expect(at(12000).sizeLimits.ext.br?.max).toBe(1200);
    expect(at(null).sizeLimits.ext.br).toMatchObject({ max: null, at_most: 1200 });
    expect(result.assumptions['adu.size_limits.ext.br']).toBeUndefined();
    expect(result.citations['adu.size_limits.ext.br']?.every((c) => c.document_id === 'san-jose-bulletin-210')).toBe(true);
    expect(result.setbacks.ext).toEqual({ front: null, side: 0, rear: 0, building: 6 });
    expect([result.heightFt.ext, result.parkingSpaces.ext, result.parkingSpaces.int]).toEqual([18, 0, 0]);
    expect(result.sizeLimits.int.br?.max).toBe(1500);
    expect(result.setbacks.int).toEqual({ front: 0, side: 0, rear: 0, building: null });
    expect(result.bylawsUrl).toBe('https://www.sanjoseca.gov/ADUs');
    expect(result.extras.find((e) => e.subject === 'San Jose')?.text).toMatch(/\u00a720\.80\.175\) or to the state standards \(\u00a720\.80\.176\)/);
    expect(result.extras.find((e) => e.subject === 'San Jose attached ADUs')?.text).toMatch(/up to half of the main home\u2019s living area/);
  });

  it('lets San Jose\u2019s own rule stand in every district with a home: R-M and a commercial district verified by the city\u2019s bulletin', () => {
    const result = evaluate({ ...sanJose, zoning: [{ zoningMap: '2016', zoneCode: 'R-M' }], propertyType: 'Multi-Family Home', grossFloorArea: 6000, lotSize: 12000 }, RULESETS, '2026-06-01');
    expect([result.stateProtected, result.legal.ext, result.legal.int, result.basis]).toEqual([true, 'BR', 'BR', 'verified']);
    expect(result.citations['adu.ext_legal']?.map((c) => [c.document_id, c.sequences])).toEqual([['san-jose-bulletin-210', ['qualify']]]);
    expect(result.extras.find((e) => e.subject === 'Multifamily lots')?.text).toMatch(/up to eight detached ADUs/);
    const commercial = evaluate({ ...sanJose, zoning: [{ zoningMap: '2016', zoneCode: 'CP' }] }, RULESETS, '2026-06-01');
    expect([commercial.legal.ext, commercial.basis, commercial.sizeLimits.ext.br?.max]).toEqual(['BR', 'verified', 1000]);
  });

  it('before the city\u2019s standards on file, San Jose shows the state standard as an assumption naming the city', () => {
    const result = evaluate(sanJose, RULESETS, '2025-06-01');
    expect(result.rulesetIds).toEqual(['ca-2025', 'ca-san-jose-2024']);
    expect(result.sizeLimits.ext.br?.max).toBe(1200);
    expect(result.assumptions['adu.size_limits.ext.br']?.find((a) => a.key === 'state-standard-size')?.text).toBe(standardAssumption('San Jose'));
    expect(evaluate({ ...sanJose, zoning: [{ zoningMap: '2016', zoneCode: 'R-M' }] }, RULESETS, '2025-06-01').basis).toBe('inferred');
    expect(evaluate(sanJose, RULESETS, '2024-03-24').rulesetIds).toEqual([]);
  });

  it('dates the amendments: eight detached ADUs from 2025, the junior ADU rules and SB 9 (2025) from 2026', () => {
    const multifamily: PropertyFacts = { state: 'CA', jurisdictionId: null, zoning: [], propertyType: 'Multi-Family Home', grossFloorArea: 6000, lotSize: 10000 };
    const note = (date: string, subject = 'Multifamily lots') => evaluate(multifamily, RULESETS, date).extras.find((e) => e.subject === subject)?.text;
    expect(note('2024-12-31')).toMatch(/up to two detached ADUs/);
    expect(note('2025-01-01')).toMatch(/up to eight detached ADUs/);
    const jadu = (date: string) => evaluate({ ...sanJose, zoning: [] }, RULESETS, date).extras.find((e) => e.subject === 'Junior ADU')?.text;
    expect(jadu('2025-12-31')).toBe('A junior ADU of up to 500 sq ft may be made within the house as well; the owner must live in the house or in the junior ADU.');
    expect(jadu('2026-01-01')).toMatch(/only where they share sanitation/);
    expect(note('2025-12-31', 'Ordinance sent to the state')).toBeUndefined();
    expect(note('2026-01-01', 'Ordinance sent to the state')).toMatch(/void if the city did not send it to the state housing department \(HCD\) within 60 days/);
    expect(note('2024-12-31', 'Preapproved plans')).toBeUndefined();
    expect(note('2025-01-01', 'Preapproved plans')).toMatch(/approved or denied within 30 days/);
    expect(note('2024-12-31', 'Coastal zone')).toBe('In the coastal zone the Coastal Act still applies: an ADU needs a coastal development permit as well, but no public hearing may be required for it.');
    expect(note('2026-06-01', 'Coastal zone')).toMatch(/within 60 days of a complete application/);
    expect(note('2026-06-01', 'Selling an ADU')).toMatch(/except as a condominium where the city has adopted an ordinance that allows it/);
    expect(note('2026-06-01', 'Homeowners\u2019 associations')).toMatch(/may not include fees or other financial requirements/);
    expect(note('2026-06-01', 'Parking with a new home')).toMatch(/new single-family or multifamily dwelling on the same lot/);
  });

  it('cites the sections as numbered in each period: impact fees at §66324 until 2025, §66311.5 from 2026', () => {
    const feesCite = (date: string) => {
      const result = evaluate(somewhere, RULESETS, date);
      const index = result.extras.findIndex((e) => e.subject === 'Impact fees');
      return result.citations[`extras.${index}`]?.map((c) => c.document_id);
    };
    expect(feesCite('2025-06-01')).toEqual(['ca-gov-66324']);
    expect(feesCite('2026-06-01')).toEqual(['ca-gov-66311.5', 'ca-sb-543']);
    const unpermitted = (date: string) => {
      const result = evaluate(somewhere, RULESETS, date);
      return result.citations[`extras.${result.extras.findIndex((e) => e.subject === 'Unpermitted ADUs')}`]?.map((c) => c.document_id);
    };
    expect(unpermitted('2025-06-01')).toEqual(['ca-gov-66332', 'ca-ab-2533']);
    expect(unpermitted('2026-06-01')).toEqual(['ca-sb-543', 'ca-ab-2533']);
    const sj = evaluate(somewhere, RULESETS, '2026-06-01');
    const ordinance = sj.citations[`extras.${sj.extras.findIndex((e) => e.subject === 'Ordinance sent to the state')}`];
    expect(ordinance?.map((c) => [c.document_id, c.source_url])).toEqual([
      ['ca-gov-66326', 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=GOV&sectionNum=66326'],
      ['ca-sb-9-2025', 'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202520260SB9'],
    ]);
  });
});

describe('every citation', () => {
  it('names a document that exists, with a source URL', () => {
    for (const facts of [mapleHollow('SR', 1400)]) {
      const result = evaluate(facts, RULESETS, '2026-06-01');
      for (const list of Object.values(result.citations)) for (const c of list) expect(c.source_url, c.document_id).not.toBe('');
    }
  });
});

describe('overrides', () => {
  it('re-evaluates with the gross floor area the user gives: 2,400 sq ft lifts the by-right cap from 700 to 900', () => {
    const result = evaluate(mapleHollow('SR', 1400), RULESETS, '2026-06-01', { grossFloorArea: 2400 });
    expect(result.sizeLimits.ext.br?.max).toBe(900);
    expect(result.facts.grossFloorArea).toBe(2400);
    expect(result.overridden).toEqual(['gross_floor_area']);
  });

  it('takes a chosen zone when the data has none on the town map', () => {
    const unzoned = { ...mapleHollow('SR', 1400), zoning: [] };
    expect(evaluate(unzoned, RULESETS, '2026-06-01').zoneMatched).toBe(false);
    const chosen = evaluate(unzoned, RULESETS, '2026-06-01', { zoneCode: 'TR' });
    expect([chosen.zone, chosen.zoneMatched, chosen.legal.ext]).toEqual(['TR', true, 'BR']);
    expect(chosen.overridden).toEqual(['zone_code']);
  });

  it('replaces a setback of the type its subject names and drops that citation', () => {
    const result = evaluate(mapleHollow('SR', 1400), RULESETS, '2026-06-01', {
      sizeLimits: [
        { bound: 'LOWER', value: 4, subject: 'ADU_SIDE_SETBACK' },
        { bound: 'LOWER', value: 6, subject: 'FRONT_SETBACK' },
      ],
    });
    expect(result.setbacks.ext).toEqual({ front: 25, side: 4, rear: 10, building: 10 });
    expect(result.setbacks.int).toEqual({ front: 6, side: 15, rear: 25, building: null });
    expect(result.citations['adu.placement.ext_setbacks.side']).toBeUndefined();
    expect(result.citations['adu.placement.ext_setbacks.rear']?.[0]?.document_id).toBe('maple-hollow-zoning');
    expect(result.overridden).toEqual(['adu.placement.ext_setbacks.side', 'adu.placement.int_setbacks.front']);
  });

  it('a property type of Other leaves no legal ADU', () => {
    const result = evaluate(mapleHollow('SR', 1400), RULESETS, '2026-06-01', { propertyType: 'Other' });
    expect(result.legal).toEqual({ ext: null, int: null });
    expect(result.notes).toContain('The property is not recorded as a dwelling; an ADU needs a principal dwelling on the lot.');
  });

  it('answers a condominium of three units as the state right does, and says its master deed decides too', () => {
    const condominium = evaluate({ ...mapleHollow('SR', 3600, 'Multi-Family Home'), condominium: true }, RULESETS, '2026-06-01');
    expect(condominium.legal).toEqual({ ext: 'BR', int: 'BR' });
    expect(condominium.sizeLimits.ext.br?.max).toBe(900);
    const note = 'The property is a condominium: besides zoning, its master deed and the association decide whether an owner may add a unit or build on the common land.';
    expect(condominium.notes).toContain(note);
    expect(evaluate(mapleHollow('SR', 3600, 'Multi-Family Home'), RULESETS, '2026-06-01').notes).not.toContain(note);
  });
});

describe('Massachusetts: 760 CMR 71.00 applied to what the assessor records', () => {
  const newton = (facts: Partial<PropertyFacts> = {}): PropertyFacts => ({
    state: 'MA',
    jurisdictionId: 'ma-newton',
    placeName: 'Newton',
    zoning: [{ zoningMap: 'assessor', zoneCode: 'SR2' }],
    propertyType: 'Single Family',
    grossFloorArea: 2400,
    lotSize: 8000,
    ...facts,
  });

  it('gives no state right to a second ADU where the lot has its accessory apartment already (71.02: one Protected Use ADU per lot)', () => {
    const result = evaluate(newton({ accessoryApartment: true }), RULESETS, '2026-06-01');
    expect([result.stateProtected, result.protectedAduUsed, result.legal.ext, result.legal.int, result.basis]).toEqual([true, true, null, null, null]);
    // No state number reaches a further unit: neither the 900 sq ft cap nor the one parking space.
    expect([result.sizeLimits.ext.br, result.sizeLimits.int.br, result.parkingSpaces.ext]).toEqual([null, null, null]);
    expect(result.citations['adu.ext_legal']?.map((c) => c.label)).toEqual([
      '760 CMR 71.00 Protected Use Accessory Dwelling Units \u00b7 71.02 Definitions: Protected Use ADU',
      'M.G.L. c.40A §3 (as amended by St. 2024 c.150 §8) \u00b7 ADU paragraph: one ADU by right',
    ]);
    expect(result.notes).toContain(
      'The assessor records an accessory apartment on this lot already. The state protects one ADU per lot (760 CMR 71.02, Protected Use ADU; M.G.L. c.40A \u00a73): another has no state right, and is allowed only where a town rule allows more.',
    );
    // The state's notes stay: the one-per-lot note says why, citing the regulation.
    expect(result.extras.find((e) => e.subject === 'One protected ADU')?.source).toBe('STATE');
    expect(evaluate(newton(), RULESETS, '2026-06-01').protectedAduUsed).toBe(false);
  });

  it("leaves a further ADU to the town's own rules on file: none in Maple Hollow's residence district, its business district's no", () => {
    const result = evaluate({ ...mapleHollow('SR', 1400), accessoryApartment: true }, RULESETS, '2026-06-01');
    expect(result.protectedAduUsed).toBe(true);
    expect(result.legal).toEqual({ ext: null, int: null });
    const business = evaluate({ ...mapleHollow('B', 1400), accessoryApartment: true }, RULESETS, '2026-06-01');
    expect([business.protectedAduUsed, business.legal.ext]).toEqual([false, 'NOT_ALLOWED']);
  });

  it('says a protected ADU’s footprint and height may be no stricter than the house’s or an accessory building’s (71.03) where no number is on file', () => {
    const result = evaluate(newton(), RULESETS, '2026-06-01');
    expect([result.dimensionsNoStricter, result.sizeLimits.footprint.br, result.heightFt.ext, result.heightFt.int]).toEqual([true, null, null, null]);
    const dimensional = '760 CMR 71.00 Protected Use Accessory Dwelling Units \u00b7 71.03 Regulation of Protected Use ADUs: dimensional standards';
    expect(result.citations['adu.size_limits.footprint']?.map((c) => c.label)).toEqual([dimensional]);
    expect(result.citations['adu.height.ext']?.map((c) => c.label)).toEqual([dimensional]);
    // Not where the state right does not reach, nor for a further ADU.
    const business = evaluate(newton({ zoning: [{ zoningMap: 'assessor', zoneCode: 'BU1' }] }), RULESETS, '2026-06-01');
    expect([business.dimensionsNoStricter, business.citations['adu.height.ext']]).toEqual([false, undefined]);
    expect(evaluate(newton({ accessoryApartment: true }), RULESETS, '2026-06-01').dimensionsNoStricter).toBe(false);
  });

  it("names the assessor's gross building area as the assumption behind the half-of-the-house cap (71.02 defines gross floor area)", () => {
    const result = evaluate(newton({ grossFloorArea: 1400, grossFloorAreaFromAssessor: true }), RULESETS, '2026-06-01');
    expect(result.sizeLimits.int.br?.max).toBe(700);
    const sentence =
      'Takes the principal dwelling\u2019s gross floor area as the assessor\u2019s gross building area, 1,400 sq ft; 760 CMR 71.02 defines the gross floor area the cap is measured by, and what it counts (a basement, an attic, a garage) may differ from the assessor\u2019s measure: confirm the area with the building department.';
    expect(result.assumptions['adu.size_limits.int.br']?.map((a) => a.text)).toContain(sentence);
    expect(result.assumptions['adu.size_limits.ext.br']?.find((a) => a.key === 'assessor-gross-floor-area')?.params).toEqual({ size: '1,400 sq ft' });
    expect(result.citations['adu.size_limits.int.br']?.map((c) => c.sequences)).toContainEqual(['71.02-gross-floor-area']);
    // A floor area the user gives, or one not from the assessor, is no such assumption.
    const given = evaluate(newton({ grossFloorArea: 1400, grossFloorAreaFromAssessor: true }), RULESETS, '2026-06-01', { grossFloorArea: 1500 });
    expect(given.assumptions['adu.size_limits.int.br']?.some((a) => a.key === 'assessor-gross-floor-area') ?? false).toBe(false);
    expect(evaluate(newton({ grossFloorArea: 1400 }), RULESETS, '2026-06-01').assumptions['adu.size_limits.int.br']?.some((a) => a.key === 'assessor-gross-floor-area')).toBe(false);
  });

  it('answers a mixed-use building, primarily residential, as the dwelling it is, and says the mixed use', () => {
    const result = evaluate(newton({ propertyType: 'Two Family', mixedUse: true }), RULESETS, '2026-06-01');
    expect(result.legal).toEqual({ ext: 'BR', int: 'BR' });
    expect(result.notes).toContain(
      'The assessor records the property as mixed use, primarily residential: its dwelling can be the principal dwelling of an ADU (760 CMR 71.02), and the other uses on the lot may bring rules of their own.',
    );
  });

  it('infers an unzoned lot alike whatever home stands on it: a three-family, a condominium, two houses', () => {
    for (const facts of [{ propertyType: 'Multi-Family Home' }, { propertyType: 'Multi-Family Home', condominium: true }, { propertyType: 'Multi-Family Home', multipleHouses: true }]) {
      const result = evaluate(newton({ zoning: [], ...facts }), RULESETS, '2026-06-01');
      expect([result.stateProtected, result.basis, result.legal.ext, result.legal.int]).toEqual([true, 'inferred', 'BR', 'BR']);
      expect(result.assumptions['adu.ext_legal']?.[0]?.key).toBe('unzoned-lot-allows-single-family');
    }
  });
});
