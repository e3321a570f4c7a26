// Overall status, summary and labels of a report (spec 2 section 4, spec 1 section 4): the
// status of each check, the worst of them per ADU type, the summary sentence, the legal status
// labels, the allowed-likelihood labels and the special-consideration badges.
import type { Evaluation } from './evaluate';
import { formatSqFt } from './formula';
import type { AduKind, LegalStatus } from './model';

/** Status colours of spec 1 section 3. */
export const StatusColor = { Green: 'GREEN', Yellow: 'YELLOW', Red: 'RED' } as const;
export type StatusColor = (typeof StatusColor)[keyof typeof StatusColor];
import { ruleSentence, type RuleSentenceId } from './texts';
import { HOME_WORDS, type Assumption } from './infer';

/** The checks behind an ADU type's overall status, each GREEN, YELLOW or RED. */
export interface Checks {
  legal: StatusColor;
  propertyType: StatusColor;
  zone: StatusColor;
  principalDwelling: StatusColor;
  lotSize: StatusColor;
  specialConsiderations: StatusColor;
  /** Detached only; null when the setback area has not been computed. */
  placement: StatusColor | null;
  sizeLimits: StatusColor;
}

const RANK: Record<StatusColor, number> = { GREEN: 0, YELLOW: 1, RED: 2 };

/** The worst of some statuses (GREEN for none). */
export function worstStatus(statuses: readonly StatusColor[]): StatusColor {
  return statuses.reduce<StatusColor>((worst, s) => (RANK[s] > RANK[worst] ? s : worst), 'GREEN');
}

function legalCheck(status: LegalStatus | null): StatusColor {
  if (status === 'BR' || status === 'UNRESTRICTED') return 'GREEN';
  if (status === 'NOT_ALLOWED') return 'RED';
  return 'YELLOW';
}

/** The checks of one ADU type. `considerations` are the statuses of the lot's special-consideration layers. */
export function checksFor(
  kind: AduKind,
  evaluation: Evaluation,
  facts: { propertyType: string | null; grossFloorArea: number | null },
  considerations: readonly StatusColor[],
  placement: StatusColor | null = null,
): Checks {
  const size = evaluation.sizeLimits[kind].br ?? evaluation.sizeLimits[kind].sp;
  const dwelling = facts.propertyType === 'Single Family' || facts.propertyType === 'Two Family' || facts.propertyType === 'Multi-Family Home';
  return {
    // A legal status that rests on an assumption is one to confirm, unless the only assumption is
    // that a residence district allows homes: that answer reads as allowed, the assumption stated.
    legal: legalEvidence(evaluation, kind) === 'weak' ? 'YELLOW' : legalCheck(evaluation.legal[kind]),
    propertyType: dwelling ? 'GREEN' : 'YELLOW',
    // The zone check is green when the internal ADU is unrestricted (spec 2 section 4).
    zone: evaluation.zoneMatched || evaluation.legal.int === 'UNRESTRICTED' ? 'GREEN' : 'YELLOW',
    principalDwelling: facts.grossFloorArea && facts.grossFloorArea > 0 ? 'GREEN' : 'YELLOW',
    // Massachusetts (760 CMR 71.03) and California (Gov. Code §66314(b)) allow no minimum lot size.
    lotSize: 'GREEN',
    // Only layers with YELLOW or RED status count as considerations. A layer (a flood zone,
    // wetlands, a historic district) adds a review by its own rules; it does not bar the use, so
    // the check is at worst YELLOW whatever the layer's own colour.
    specialConsiderations: worstStatus(considerations) === 'GREEN' ? 'GREEN' : 'YELLOW',
    placement: kind === 'ext' ? (placement ?? 'YELLOW') : null,
    sizeLimits: size?.max && size.max > 0 ? 'GREEN' : 'YELLOW',
  };
}

/** Whether a report field rests on an assumption. */
export function isInferred(evaluation: Pick<Evaluation, 'assumptions'>, field: string): boolean {
  return (evaluation.assumptions[field]?.length ?? 0) > 0;
}

/** The allowed percentage of an overall status (spec 2 section 4: 100, 60, 1). */
export const STATUS_PERCENT: Record<StatusColor, number> = { GREEN: 100, YELLOW: 60, RED: 1 };

/**
 * How a legal status is known: from cited sources ('verified'); from the assumption that a
 * district whose code or name says residential allows homes, or whose lot has a house on it ('district'); from a weaker one (the
 * home on an unzoned lot, a secondary source: 'weak'); or not at all ('unknown'); or that there is
 * no principal dwelling to have an ADU ('no-dwelling').
 */
export type LegalEvidence = 'verified' | 'district' | 'weak' | 'unknown' | 'no-dwelling';

/** The assumptions that only say a residence district allows homes. */
const DISTRICT_ASSUMPTIONS = new Set<string>(['district-allows-single-family', 'district-allows-residential', 'unzoned-lot-allows-residential']);
/**
 * The homes whose presence on a lot with no zone in the data says its district allows single-family
 * homes as surely as a residence district's name does: a house of one or two families. A building
 * of three or more homes, a condominium complex, several houses or a mixed-use building say it
 * less surely (a district may allow those and not a house alone).
 */
const HOUSES = new Set<string>([HOME_WORDS['single-family'], HOME_WORDS['two-family']]);

function onlyDistrict(assumption: Assumption): boolean {
  if (DISTRICT_ASSUMPTIONS.has(assumption.key)) return true;
  return assumption.key === 'unzoned-lot-allows-single-family' && HOUSES.has(assumption.params.home ?? '');
}

/** How the legal status of an ADU type is known. */
export function legalEvidence(evaluation: Pick<Evaluation, 'assumptions' | 'legal'> & { facts?: Pick<Evaluation['facts'], 'propertyType'> }, kind: AduKind): LegalEvidence {
  if (evaluation.legal[kind] === null) return evaluation.facts?.propertyType === 'Other' ? 'no-dwelling' : 'unknown';
  const assumed = evaluation.assumptions[`adu.${kind}_legal`] ?? [];
  if (assumed.length === 0) return 'verified';
  return assumed.every(onlyDistrict) ? 'district' : 'weak';
}

/**
 * How likely an ADU type is allowed, in percent, ordered as the evidence is: a verified answer
 * above one that assumes the district allows homes, both above a weaker assumption, and that above
 * a legal status no source gives; a lot with no principal dwelling is "Probably Not Allowed"; RED is 1.
 * GREEN is every check settled. YELLOW with a verified or district-assumed legal status is an
 * answer by right with something left to check (where on the lot a cottage stands, a map layer's
 * review, the house's floor area): the law still decides, so it reads "Probably Allowed", a step
 * lower, and lowest where the lot's zone itself is not in the data (decision 063).
 */
export const LIKELIHOOD_PERCENT: Record<'GREEN' | 'YELLOW', Record<LegalEvidence, number>> = {
  GREEN: { verified: 100, district: 85, weak: 45, unknown: 35, 'no-dwelling': 20 },
  YELLOW: { verified: 80, district: 75, weak: 45, unknown: 35, 'no-dwelling': 20 },
};

/** A by-right answer on a lot whose zone is not in the data: the district is assumed from the house on it. */
export const ZONE_UNKNOWN_PERCENT = 70;

/**
 * How likely an ADU type is allowed, in percent: its overall status weighed by how its legal status
 * is known, and, where `checks` are given, by whether the lot's zone is in the data.
 */
export function likelihoodPercent(status: StatusColor, evidence: LegalEvidence, checks?: Pick<Checks, 'zone'>): number {
  if (status === 'RED') return STATUS_PERCENT.RED;
  const percent = LIKELIHOOD_PERCENT[status][evidence];
  return status === 'YELLOW' && evidence === 'district' && checks?.zone === 'YELLOW' ? ZONE_UNKNOWN_PERCENT : percent;
}

/** RED if any check is RED, else YELLOW if any is YELLOW, else GREEN. */
export function overallStatus(checks: Checks): StatusColor {
  return worstStatus(Object.values(checks).filter((s): s is StatusColor => s !== null));
}

/** The words for a legal status (spec 2 section 3). */
export function legalLabel(status: LegalStatus | null): string {
  switch (status) {
    case 'BR':
      return 'allowed by right';
    case 'SP':
      return 'allowed by special permit';
    case 'CONDITION_USE_PERMIT':
      return 'allowed by condition use permit';
    case 'UNRESTRICTED':
      return 'allowed without restriction';
    default:
      return 'Illegal';
  }
}

/** The ADU types as the summary names them. */
export const ADU_TYPE_NAMES: Readonly<Record<AduKind, string>> = { ext: 'a Backyard Cottage', int: 'an In-Home Apartment' };

/** The summary sentence of an ADU type (spec 2 section 4). */
export function summaryText(kind: AduKind, status: StatusColor, evaluation: Evaluation, checks?: Checks): string {
  const type = ADU_TYPE_NAMES[kind];
  if (status === 'RED') return ruleSentence('summary.unlikely', { type });
  // The lot has the one protected ADU already (760 CMR 71.02): no state size applies to another.
  if (evaluation.protectedAduUsed && evaluation.legal[kind] === null) return ruleSentence('summary.protectedAduUsed', { type });
  if (evaluation.facts.propertyType === 'Other') return ruleSentence('summary.noDwelling');
  // No size without a legal status: a limit beside "Illegal" would say what no source does.
  if (evaluation.legal[kind] === null) return ruleSentence('summary.legalUnknown', { type });
  const limits = evaluation.sizeLimits[kind];
  const size = limits.br?.max ?? limits.sp?.max ?? null;
  const legal = evaluation.legal[kind];
  // Where a fact the limit needs is missing (the house's floor area), the ceiling known without it.
  const atMost = limits.br?.at_most ?? null;
  const known = size !== null && size > 0;
  if (!known && !(atMost && atMost > 0)) return ruleSentence('summary.special', { type });
  // 'Or possibly more by Special Permit' only where a rule on file (with its citation) allows a larger
  // unit by special permit: above the state's protected size a unit is not the protected ADU, and
  // no town's larger size is known without its rule. Where ADUs are approved ministerially
  // (California) there is no special permit to get more by.
  const more = legal !== 'SP' && evaluation.specialPermitPath && (limits.sp?.max ?? 0) > (size ?? 0);
  const inferred = isInferred(evaluation, `adu.${kind}_legal`);
  // Each remark says what is left to confirm, only where its check says so.
  const yellow = (check: keyof Checks) => checks?.[check] === 'YELLOW';
  const remarks: RuleSentenceId[] = checks
    ? [
        ...(inferred ? ['summary.inferred' as const] : []),
        ...(yellow('zone') ? [evaluation.zone === null ? ('summary.noZone' as const) : ('summary.zone' as const)] : []),
        ...(yellow('propertyType') ? ['summary.propertyType' as const] : []),
        ...(yellow('principalDwelling') ? ['summary.principalDwelling' as const] : []),
        ...(yellow('specialConsiderations') ? ['summary.considerations' as const] : []),
        ...(yellow('placement') ? ['summary.placement' as const] : []),
      ]
    : [...(inferred ? ['summary.inferred' as const] : []), ...(status === 'YELLOW' ? ['summary.considerations' as const] : [])];
  const first = known
    ? ruleSentence(more ? 'summary.sizeOrMore' : 'summary.size', { type, size: formatSqFt(size), legal: legalLabel(legal) })
    : ruleSentence('summary.sizeAtMost', { type, size: formatSqFt(atMost!), legal: legalLabel(legal) });
  // The remark on the house's floor area is in the first sentence already where the limit waits for it.
  return [first, ...remarks.filter((id) => known || id !== 'summary.principalDwelling').map((id) => ruleSentence(id))].join(' ');
}

/** The allowed-likelihood label of a percentage (spec 1 section 4: thresholds 30 and 70). */
export function likelihoodLabel(percent: number | null | undefined): { label: string; tone: 'error' | 'warning' | 'success' } {
  if (percent === null || percent === undefined || percent <= 30) return { label: 'Probably Not Allowed', tone: 'error' };
  if (percent >= 70) return { label: 'Probably Allowed', tone: 'success' };
  return { label: 'Might be Allowed', tone: 'warning' };
}

/**
 * The status whose words a likelihood earns (spec 1 section 4 thresholds), so every place that
 * names an answer (the report, the PDF, a lead's summary and its e-mail) reads it alike; the
 * overall status where no likelihood is given (a lead stored before it carried one).
 */
export function likelihoodStatus(percent: number | null | undefined, status: StatusColor): StatusColor {
  if (percent === null || percent === undefined) return status;
  const { tone } = likelihoodLabel(percent);
  return tone === 'success' ? 'GREEN' : tone === 'warning' ? 'YELLOW' : 'RED';
}

/** The badge of a special consideration: 'Not Detected' when GREEN, else 'Detected' unless a custom text exists. */
export function badgeText(status: StatusColor, custom: string | null | undefined): string {
  if (status === 'GREEN') return 'Not Detected';
  return custom || 'Detected';
}
