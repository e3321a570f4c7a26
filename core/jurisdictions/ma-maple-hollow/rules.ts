// Maple Hollow, MA: the fictional demo town, whose bylaw is our own, written for the demo.
import type { Cite, Ruleset, StructureRuleset } from '../../rules/model';

const mapleHollowCite = (section: string): Cite[] => [{ doc: 'maple-hollow-zoning', sections: [section] }];
const MAPLE_HOLLOW = mapleHollowCite('districts');
const MAPLE_HOLLOW_SETBACKS = mapleHollowCite('accessory-setbacks');
const PRINCIPAL = mapleHollowCite('principal-setbacks');
const ACCESSORY_USES = mapleHollowCite('accessory-uses');
const POOLS_COURTS = mapleHollowCite('pools-courts');
const COVERAGE = { value: 35, cite: mapleHollowCite('lot-coverage') };
const accessorySetbacks = {
  front: { value: 25, cite: MAPLE_HOLLOW_SETBACKS },
  side: { value: 10, cite: MAPLE_HOLLOW_SETBACKS },
  rear: { value: 10, cite: MAPLE_HOLLOW_SETBACKS },
  building: { value: 10, cite: MAPLE_HOLLOW_SETBACKS },
};
const principalSetbacks = {
  front: { value: 25, cite: PRINCIPAL },
  side: { value: 15, cite: PRINCIPAL },
  rear: { value: 25, cite: PRINCIPAL },
  building: { value: 10, cite: PRINCIPAL },
};
const byRight = (cite: Cite[]) => ({ value: 'BR' as const, cite });
const notAllowed = (cite: Cite[]) => ({ value: 'NOT_ALLOWED' as const, cite });
/** Pools and sport courts keep 15 ft from side and rear lot lines. */
const poolCourtSetbacks = { side: { value: 15, cite: POOLS_COURTS }, rear: { value: 15, cite: POOLS_COURTS } };
/** Decks and patios may adjoin other buildings. */
const adjoining = { setbacks: { building: { value: 0, cite: ACCESSORY_USES } } };

/** Every district's structures: the principal building's setbacks, the accessory structures', and lot coverage for all. */
const mapleHollowStructures: StructureRuleset = {
  principal: {
    setbacks: principalSetbacks,
    maxFootprintSqFt: { value: 'none', cite: PRINCIPAL },
    maxLotCoveragePct: COVERAGE,
    categories: { 'home-additions': { legal: byRight(PRINCIPAL) } },
  },
  accessory: {
    legal: byRight(ACCESSORY_USES),
    setbacks: accessorySetbacks,
    maxFootprintSqFt: { value: 1000, cite: ACCESSORY_USES },
    maxLotCoveragePct: COVERAGE,
    categories: {
      pool: { setbacks: poolCourtSetbacks },
      'sport-court': { setbacks: poolCourtSetbacks, maxFootprintSqFt: { value: 3000, cite: POOLS_COURTS } },
      deck: adjoining,
      patio: adjoining,
    },
  },
};

/** The fictional demo town: its bylaw is our own, written for the demo. */
export const mapleHollow: Ruleset = {
  id: 'ma-maple-hollow',
  level: 'municipal',
  state: 'MA',
  name: 'Maple Hollow',
  jurisdictionIds: ['ma-maple-hollow'],
  effectiveFrom: '2025-02-02',
  zoningMap: 'current',
  bylawsUrl: '/demo/',
  documentUpdatedAt: '2026-11-22',
  ext: { setbacks: accessorySetbacks },
  // An in-home apartment is part of the principal building and keeps its setbacks.
  int: { setbacks: { front: principalSetbacks.front, side: principalSetbacks.side, rear: principalSetbacks.rear } },
  structures: mapleHollowStructures,
  zones: [
    { code: 'SR', name: 'Single Residence', singleFamily: 'BR', cite: MAPLE_HOLLOW, structures: { principal: { categories: { 'multi-family': { legal: notAllowed(MAPLE_HOLLOW) } } } } },
    { code: 'TR', name: 'Two-Family Residence', singleFamily: 'BR', cite: MAPLE_HOLLOW, structures: { principal: { categories: { 'multi-family': { legal: byRight(MAPLE_HOLLOW) } } } } },
    {
      code: 'B',
      name: 'Business',
      singleFamily: 'NO',
      cite: MAPLE_HOLLOW,
      ext: { legal: notAllowed(MAPLE_HOLLOW) },
      int: { legal: notAllowed(MAPLE_HOLLOW) },
      structures: {
        principal: { categories: { 'multi-family': { legal: byRight(MAPLE_HOLLOW) } } },
        accessory: { categories: { 'backyard-farm': { legal: notAllowed(ACCESSORY_USES) } } },
      },
    },
  ],
  extras: [{ subject: 'Demo town', text: 'Maple Hollow is fictional; its bylaw exists to show how Lotline reports a town\u2019s own rules.', cite: MAPLE_HOLLOW }],
};
