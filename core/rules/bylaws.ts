// The rules part of the report in the API's words (spec 1 and 2: `bylaws` and `citations`).
import type { Evaluation, ReportCitation, SetbackValues, SizeLimit } from './evaluate';
import type { Assumption } from './infer';
import { checksFor, legalEvidence, likelihoodPercent, overallStatus, summaryText, type Checks, type StatusColor } from './status';
import type { LegalStatus, PlotPlanKind } from './model';
import { parkingTransitAnswer, type ParkingTransitAnswer } from './transit';

/** `bylaws` of street data and of POST /api/evaluate. */
export interface Bylaws {
  zones: string[];
  zone_matched: boolean;
  city_bylaws_url: string | null;
  document_updated_at: string | null;
  extras: { subject: string; source: 'STATE' | 'MUNICIPALITY'; text: string }[];
  notes: string[];
  ruleset_ids: string[];
  /** Report fields whose value the user set ('gross_floor_area', 'adu.placement.ext_setbacks.front'...). */
  overridden: string[];
  /**
   * The assumptions behind report fields, keyed as `citations` are ('adu.ext_legal',
   * 'adu.size_limits.ext.br'...): a field listed here is inferred, not verified, and says why.
   */
  assumptions: Record<string, Assumption[]>;
  /**
   * What the building department asks for to show where new work stands (the town's, else the
   * state's; citations and assumptions under 'plot_plan'); null where no rule is on file. Absent in
   * answers made before it was kept.
   */
  plot_plan?: { asks: PlotPlanKind; lesser_plan_margin_ft: number | null; source: 'STATE' | 'MUNICIPALITY' } | null;
  adu: {
    ext_legal: LegalStatus | null;
    int_legal: LegalStatus | null;
    ext_legal_zone: LegalStatus | null;
    int_legal_zone: LegalStatus | null;
    ext_zone: string | null;
    int_zone: string | null;
    state_protected: boolean | null;
    /** Whether the lot has the one ADU the state protects already (760 CMR 71.02): the state's rules do not reach a further one. */
    protected_adu_used: boolean;
    /**
     * Whether the protected ADU's dimensional rules may be no stricter than the house's, a
     * single-family home's or an accessory building's (760 CMR 71.03): a limit with no number on
     * file is that town limit, not none.
     */
    dimensions_no_stricter: boolean;
    /** How the legal status is known: cited sources only ('verified'), or an assumption too ('inferred'); null without an answer. */
    basis: 'verified' | 'inferred' | null;
    /** How likely each ADU type is allowed, in percent (spec 1 section 4 labels: 30 and 70); an inferred answer counts for less. */
    likelihood: { ext: number; int: number };
    /** Each limit with the status of its check (footprint: the detached type's). */
    size_limits: { ext: SizeLimit & { status: StatusColor }; int: SizeLimit & { status: StatusColor }; footprint: SizeLimit & { status: StatusColor } };
    /** The principal dwelling's type and its check. */
    property_type: { value: string | null; status: StatusColor };
    /** The lot size and its check (no minimum lot size in the state laws on file). */
    lot_size: { value: number | null; status: StatusColor };
    /** Whether a detached unit fits beside the buildings after the setbacks, and that check. */
    detached: { value: boolean | null; status: StatusColor };
    placement: { status: StatusColor | null; buildable: boolean | null; ext_setbacks: SetbackValues; int_setbacks: SetbackValues };
    parking_spaces: { ext: number | null; int: number | null };
    /**
     * Where a rule waives parking near transit (Massachusetts: within 0.5 mile of a station,
     * decision 052): how the lot lies to the nearest station in our data, that station and the
     * straight-line distances in feet from the lot's nearest and farthest points; null where no
     * such rule applies. `reach` 'no_data': no station data is on file for the place.
     */
    parking_transit: ParkingTransitAnswer | null;
    height_ft: { ext: number | null; int: number | null };
    /** Overall status per ADU type, its checks and the summary sentence (spec 2 section 4). */
    status: { ext: StatusColor; int: StatusColor };
    checks: { ext: Checks; int: Checks };
    /** Null in a limited report. */
    summary: { ext: string | null; int: string | null };
  };
}

/** What the status needs besides the evaluation. */
export interface StatusInputs {
  /** Statuses of the lot's special-consideration layers (empty when unknown). */
  considerations: readonly StatusColor[];
  /** Detached placement status from the setback area, when computed. */
  placement?: StatusColor | null;
  /** Whether the setback area leaves room (null: not computed or unknown). */
  buildable?: boolean | null;
}

/** The evaluation as `bylaws` plus its `citations` per field. */
export function toBylaws(evaluation: Evaluation, inputs: StatusInputs): { bylaws: Bylaws; citations: Record<string, ReportCitation[]> } {
  const facts = { propertyType: evaluation.facts.propertyType, grossFloorArea: evaluation.facts.grossFloorArea };
  const checks = {
    ext: checksFor('ext', evaluation, facts, inputs.considerations, inputs.placement ?? null),
    int: checksFor('int', evaluation, facts, inputs.considerations),
  };
  const status = { ext: overallStatus(checks.ext), int: overallStatus(checks.int) };
  return {
    bylaws: {
      zones: evaluation.zones,
      zone_matched: evaluation.zoneMatched,
      city_bylaws_url: evaluation.bylawsUrl,
      document_updated_at: evaluation.documentUpdatedAt,
      extras: evaluation.extras,
      notes: evaluation.notes,
      ruleset_ids: evaluation.rulesetIds,
      overridden: evaluation.overridden,
      assumptions: evaluation.assumptions,
      plot_plan: evaluation.plotPlan ? { asks: evaluation.plotPlan.asks, lesser_plan_margin_ft: evaluation.plotPlan.lesserPlanMarginFt, source: evaluation.plotPlan.source } : null,
      adu: {
        ext_legal: evaluation.legal.ext,
        int_legal: evaluation.legal.int,
        ext_legal_zone: evaluation.legalZone.ext,
        int_legal_zone: evaluation.legalZone.int,
        ext_zone: evaluation.zone,
        int_zone: evaluation.zone,
        state_protected: evaluation.stateProtected,
        protected_adu_used: evaluation.protectedAduUsed,
        dimensions_no_stricter: evaluation.dimensionsNoStricter,
        basis: evaluation.basis,
        likelihood: {
          ext: likelihoodPercent(status.ext, legalEvidence(evaluation, 'ext'), checks.ext),
          int: likelihoodPercent(status.int, legalEvidence(evaluation, 'int'), checks.int),
        },
        size_limits: {
          ext: { ...evaluation.sizeLimits.ext, status: checks.ext.sizeLimits },
          int: { ...evaluation.sizeLimits.int, status: checks.int.sizeLimits },
          footprint: { ...evaluation.sizeLimits.footprint, status: checks.ext.sizeLimits },
        },
        property_type: { value: facts.propertyType, status: checks.int.propertyType },
        lot_size: { value: evaluation.facts.lotSize, status: checks.int.lotSize },
        detached: { value: inputs.buildable ?? null, status: checks.ext.placement ?? 'YELLOW' },
        placement: { status: inputs.placement ?? null, buildable: inputs.buildable ?? null, ext_setbacks: evaluation.setbacks.ext, int_setbacks: evaluation.setbacks.int },
        parking_spaces: evaluation.parkingSpaces,
        parking_transit: evaluation.parkingTransit ? parkingTransitAnswer(evaluation.parkingTransit) : null,
        height_ft: evaluation.heightFt,
        status,
        checks,
        summary: { ext: summaryText('ext', status.ext, evaluation, checks.ext), int: summaryText('int', status.int, evaluation, checks.int) },
      },
    },
    citations: evaluation.citations,
  };
}
