// Overall status, summary and labels of a report (spec 2 section 4, spec 1 section 4): the
// status of each check, the worst of them per ADU type, the summary sentence, the legal status
// labels, the allowed-likelihood labels and the special-consideration badges.
import type { Evaluation } from './evaluate';
import { formatSqFt } from './formula';
import type { AduKind, LegalStatus } from './model';

/** Status colours of spec 1 section 3. */
export const StatusColor = { Green: 'GREEN', Yellow: 'YELLOW', Red: 'RED' } as const;
export type StatusColor = (typeof StatusColor)[keyof typeof StatusColor];
import { ruleSentence } from './texts';

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
    // A legal status that rests on an assumption is one to confirm: never green.
    legal: isInferred(evaluation, `adu.${kind}_legal`) ? 'YELLOW' : legalCheck(evaluation.legal[kind]),
    propertyType: dwelling ? 'GREEN' : 'YELLOW',
    // The zone check is green when the internal ADU is unrestricted (spec 2 section 4).
    zone: evaluation.zoneMatched || evaluation.legal.int === 'UNRESTRICTED' ? 'GREEN' : 'YELLOW',
    principalDwelling: facts.grossFloorArea && facts.grossFloorArea > 0 ? 'GREEN' : 'YELLOW',
    // Massachusetts (760 CMR 71.03) and California (Gov. Code §66314(b)) allow no minimum lot size.
    lotSize: 'GREEN',
    // Only layers with YELLOW or RED status count as considerations.
    specialConsiderations: worstStatus(considerations),
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
/** The percentage of a YELLOW whose legal status is inferred: below every verified answer that is not RED. */
export const INFERRED_PERCENT = 45;

/** How likely an ADU type is allowed, in percent: the status's, and less where the legal status is inferred. */
export function likelihoodPercent(status: StatusColor, inferred: boolean): number {
  return inferred && status !== 'RED' ? Math.min(STATUS_PERCENT[status], INFERRED_PERCENT) : STATUS_PERCENT[status];
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
  const limits = evaluation.sizeLimits[kind];
  const size = limits.br?.max ?? limits.sp?.max ?? null;
  if (!size || size <= 0) return ruleSentence('summary.special', { type });
  const legal = evaluation.legal[kind];
  // 'Or possibly more by Special Permit' only where a rule on file (with its citation) allows a larger
  // unit by special permit: above the state's protected size a unit is not the protected ADU, and
  // no town's larger size is known without its rule. Where ADUs are approved ministerially
  // (California) there is no special permit to get more by.
  const more = legal !== 'SP' && evaluation.specialPermitPath && (limits.sp?.max ?? 0) > size;
  const inferred = isInferred(evaluation, `adu.${kind}_legal`);
  const otherYellow = checks ? Object.entries(checks).some(([check, s]) => s === 'YELLOW' && !(check === 'legal' && inferred)) : true;
  return [
    ruleSentence(more ? 'summary.sizeOrMore' : 'summary.size', { type, size: formatSqFt(size), legal: legalLabel(legal) }),
    ...(status === 'YELLOW' && inferred ? [ruleSentence('summary.inferred')] : []),
    ...(status === 'YELLOW' && otherYellow ? [ruleSentence('summary.considerations')] : []),
  ].join(' ');
}

/** The allowed-likelihood label of a percentage (spec 1 section 4: thresholds 30 and 70). */
export function likelihoodLabel(percent: number | null | undefined): { label: string; tone: 'error' | 'warning' | 'success' } {
  if (percent === null || percent === undefined || percent <= 30) return { label: 'Probably Not Allowed', tone: 'error' };
  if (percent >= 70) return { label: 'Probably Allowed', tone: 'success' };
  return { label: 'Might be Allowed', tone: 'warning' };
}

/** The badge of a special consideration: 'Not Detected' when GREEN, else 'Detected' unless a custom text exists. */
export function badgeText(status: StatusColor, custom: string | null | undefined): string {
  if (status === 'GREEN') return 'Not Detected';
  return custom || 'Detected';
}
