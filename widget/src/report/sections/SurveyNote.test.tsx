// "Do I need a survey?": the plan the building department asks for, the lot lines we are unsure
// of, a lot the person corrected, and a survey advised where the placed unit stands within the
// margin of a low-confidence line's setback line; in English and Spanish.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import { lotEdgesFt, lotStreetData, rectFt } from '../../layout/test-support/lot-fixture';
import { LayoutContext, type LayoutValue } from '../../shell/layout-context';
import { renderInReport } from '../test-support/report-harness';
import { SurveyNote } from './SurveyNote';

/** The fixture lot (100 by 200 ft, front on y = 0, rear on y = 200, 10 ft setbacks all round) with its rear line a guess, or not. */
function surveyData(options: { rearSure?: boolean; userLot?: boolean; plotPlan?: boolean } = {}): StreetData {
  const base = lotStreetData();
  const edges = lotEdgesFt().map((edge) => ({ ...edge, confidence: edge.kind === 'rear' && !options.rearSure ? ('low' as const) : ('high' as const) }));
  return lotStreetData({
    lot_edges: edges,
    lot_source: options.userLot ? 'user' : 'survey',
    citations: {},
    bylaws: {
      ...base.bylaws,
      assumptions: {},
      plot_plan: options.plotPlan === false ? null : { asks: 'surveyor-plot-plan', lesser_plan_margin_ft: 5, source: 'STATE' },
      adu: { ...base.bylaws.adu },
    },
  } as Partial<StreetData>);
}

/** The note inside a layout whose backyard-cottage page has one unit reaching `top` ft from the front. */
function withUnit(top: number | null) {
  const unit = top === null ? undefined : { type: 'Feature', geometry: rectFt(30, top - 20, 20, 20), properties: { id: 'u1', page: 'backyard-cottage', selected: true } };
  const layout = { page: 'backyard-cottage', units: unit ? [unit] : [], selected: unit } as unknown as LayoutValue;
  return (
    <LayoutContext.Provider value={layout}>
      <SurveyNote kind="ext" />
    </LayoutContext.Provider>
  );
}

const advice = () => document.querySelector('.survey-note__advice')?.textContent ?? null;

describe('SurveyNote', () => {
  it('says what plan the building department asks for and names the lot line we are unsure of', async () => {
    await renderInReport(withUnit(null), { property: surveyData() });
    expect(screen.getByRole('heading', { name: 'Do I need a survey?' })).toBeTruthy();
    expect(document.querySelector('.survey-note p')!.textContent).toBe(
      'The building department asks for a plot plan drawn by a registered land surveyor, showing the lot lines, the buildings and the setbacks; a mortgage plan or the assessor’s map will do only where the work stands at least 5 ft clear of every setback line.',
    );
    expect(document.querySelector('[data-survey-lines]')!.textContent).toBe('Lot lines we are not sure of: 3 (rear lot line). Check them on a survey; the stricter setback applies to them.');
    expect(advice()).toBe('Place a unit on the map to see how close it comes to the setback lines.');
  });

  it('advises a survey where the unit stands within 5 ft of the setback line of the line we are unsure of', async () => {
    // The rear setback line is at y = 190: a unit reaching y = 187 has 3 ft left.
    await renderInReport(withUnit(187), { property: surveyData() });
    expect(advice()).toBe('A survey is recommended: the unit stands 3 ft from the setback line of lot line 3 (rear lot line), whose kind we are not sure of.');
    expect(document.querySelector('.survey-note')!.getAttribute('data-survey')).toBe('recommended');
  });

  it('says the surveyor’s plan will be needed where the unit is close to a sure line, and that it is clear elsewhere', async () => {
    const near = await renderInReport(withUnit(187), { property: surveyData({ rearSure: true }) });
    expect(advice()).toBe('The unit stands 3 ft from the setback line of lot line 3 (rear lot line): close enough that the surveyor’s plot plan will be needed.');
    near.unmount();
    await renderInReport(withUnit(150), { property: surveyData({ rearSure: true }) });
    expect(advice()).toBe('The unit stands at least 20 ft clear of every setback line.');
  });

  it('says when the lot lines are the person’s own, and when no plan rule is on file, in Spanish', async () => {
    await renderInReport(withUnit(null), { property: surveyData({ userLot: true, plotPlan: false }), locale: 'es' });
    expect(document.querySelector('.survey-note p')!.textContent).toBe('No consta qué plano pide el departamento de construcción: pregúnteselo antes de dibujar los planos.');
    expect(document.querySelector('[data-survey-user-lot]')!.textContent).toBe(
      'Usted corrigió los linderos en el mapa: el informe los usa tal como los dibujó, y un levantamiento debería confirmarlos.',
    );
  });
});
