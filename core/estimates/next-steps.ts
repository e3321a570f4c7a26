// What comes next (decision 049): a dated checklist per jurisdiction, with the state's steps where
// the town is silent. Every step cites its source or links to the page to ask; a place we hold no
// checklist for gets one step, "ask the town", linked to the town's page when we know it.
import type { ReportCitation } from '../rules/evaluate';
import { ruleSentence, type RuleSentenceId } from '../rules/texts';
import { cite } from './cite';
import type { NextStep, NextSteps } from './model';

/** The day the checklists' sources were last read. */
export const NEXT_STEPS_AS_OF = '2026-12-02';

/** Where a checklist is for: the lot's state and jurisdiction, and the town's public links. */
export interface NextStepsPlace {
  state: string;
  jurisdictionId: string;
  /** The jurisdiction's public links (street data's `city_external_links`). */
  links: readonly { subject: string; link: string }[];
}

const CAMBRIDGE_ISD = 'https://www.cambridgema.gov/iwantto/applyforabuildingpermit';

function step(id: string, title: RuleSentenceId, text: RuleSentenceId, sources: ReportCitation[], link: string | null = null): NextStep {
  return { id, step: ruleSentence(title), description: ruleSentence(text), sources, link };
}

/** The town's page to ask: its building department's where we hold it, else the first public link of the town. */
function townPage(place: NextStepsPlace): string | null {
  if (place.jurisdictionId === 'ma-cambridge') return CAMBRIDGE_ISD;
  return place.links[0]?.link ?? null;
}

function massachusetts(place: NextStepsPlace): NextStep[] {
  const cambridge = place.jurisdictionId === 'ma-cambridge';
  const page = townPage(place);
  const steps: NextStep[] = [
    step('check-first', 'next.checkFirst.ma', 'next.checkFirst.ma.text', [cite('mgl-c40a-s3', ['adu-by-right']), cite('760-cmr-71', ['71.02-single-family-district'])]),
    step('plot-plan', 'next.plotPlan', 'next.plotPlan.text', [], page),
    cambridge
      ? step('apply', 'next.apply', 'next.apply.cambridge.text', [cite('cambridge-isd-building-permit', ['portal', 'completeness'])])
      : step('apply', 'next.apply', 'next.apply.ask.text', [], page),
    step('town-may-require', 'next.townMayRequire', 'next.townMayRequire.text', [
      cite('mgl-c40a-s3', ['adu-regulations', 'adu-owner-occupancy', 'adu-parking']),
      cite('760-cmr-71', ['71.03-dimensions']),
    ]),
  ];
  if (cambridge) steps.push(step('historic', 'next.historic.cambridge', 'next.historic.cambridge.text', [cite('cambridge-isd-building-permit', ['historic'])]));
  steps.push(step('inspections', 'next.inspections', 'next.inspections.text', [], page));
  steps.push(
    cambridge
      ? step('contact', 'next.contact', 'next.contact.cambridge.text', [cite('cambridge-isd-building-permits', ['required', 'who'])], CAMBRIDGE_ISD)
      : step('contact', 'next.contact', 'next.contact.town.text', [], page),
  );
  steps.push(step('financing', 'next.financing.ma', 'next.financing.ma.text', [cite('masshousing-adu-loan', ['amounts', 'eligibility'])]));
  return steps;
}

function california(place: NextStepsPlace): NextStep[] {
  const page = townPage(place);
  return [
    step('check-first', 'next.checkFirst.ca', 'next.checkFirst.ca.text', [cite('ca-gov-66323', ['by-right'])]),
    step('plot-plan', 'next.plotPlan', 'next.plotPlan.text', [], page),
    step('apply', 'next.apply', 'next.apply.ca.text', [cite('ca-gov-66317', ['completeness'])]),
    step('clock', 'next.clock.ca', 'next.clock.ca.text', [cite('ca-gov-66317', ['ministerial'])]),
    step('fees', 'next.fees.ca', 'next.fees.ca.text', [cite('ca-gov-66311.5', ['impact-fees'])]),
    step('inspections', 'next.inspections', 'next.inspections.text', [], page),
    step('contact', 'next.contact', 'next.contact.town.text', [], page),
  ].filter((s) => s.sources.length > 0 || s.link !== null);
}

/**
 * The checklist of a place: Massachusetts' and California's state steps (with Cambridge's own),
 * else "ask the town" linked to its page; null where we know no page to ask either. A step
 * without a source is kept only with a link, so every step has one or the other.
 */
export function nextStepsFor(place: NextStepsPlace): NextSteps | null {
  let steps: NextStep[];
  if (place.state === 'MA') steps = massachusetts(place).filter((s) => s.sources.length > 0 || s.link !== null);
  else if (place.state === 'CA') steps = california(place);
  else {
    const page = townPage(place);
    steps = page ? [step('ask', 'next.ask', 'next.ask.text', [], page)] : [];
  }
  return steps.length > 0 ? { as_of: NEXT_STEPS_AS_OF, steps } : null;
}
