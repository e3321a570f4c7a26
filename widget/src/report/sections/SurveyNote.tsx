// "Do I need a survey?" in the placement section (issue 33): what plan the building department
// asks for, with its sources and what it rests on; the lot lines whose kind is a guess; whether the
// lot lines are the person's own correction; and, for the unit placed on the page, how close it
// comes to each setback line: within the margin of a line we are unsure of, a survey is advised.
// The numbers follow the unit as it moves (core/report/survey.ts).
import { reportSurvey, surveySentence } from '../../../../core/report';
import type { AduKind } from '../../../../core/rules';
import { formatFeetTenths } from '../../i18n/format';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { useContext } from 'react';
import { LayoutContext } from '../../shell/layout-context';
import { useReport } from '../../shell/report-context';
import { edgeKindKey } from '../../ui/lot-edge-labels';
import { Assumptions } from '../Assumptions';
import { Citations } from '../Citations';

/** The survey note of the ADU type's page. */
export function SurveyNote({ kind }: { kind: AduKind }) {
  const t = useTranslate();
  const locale = useLocale();
  const { property } = useReport();
  // Outside a layout (a section shown on its own) there is no unit placed.
  const layout = useContext(LayoutContext);
  const page = layout?.page ?? null;
  const selected = layout?.selected;
  const units = layout?.units ?? [];
  const pageOfKind = kind === 'ext' ? 'backyard-cottage' : 'in-home-apartment';
  const unit = page === pageOfKind ? (selected ?? units[0]) : undefined;
  const survey = reportSurvey(property, kind, unit?.geometry ?? null);
  const feet = (value: number) => formatFeetTenths(Math.abs(value), locale);
  const lineWords = (edge: number) => t(edgeKindKey(property.lot_edges[edge]?.kind ?? 'unknown')).toLowerCase();
  const sentence = surveySentence(survey, unit !== undefined);
  const adviceText =
    sentence === null
      ? null
      : sentence.key === 'survey.noUnit'
        ? t(sentence.key)
        : sentence.key === 'survey.clear'
          ? t(sentence.key, { clearance: feet(sentence.clearanceFt) })
          : t(sentence.key, { clearance: feet(sentence.clearanceFt), number: sentence.edge + 1, kind: lineWords(sentence.edge) });
  const recommended = sentence?.key === 'survey.recommend' || sentence?.key === 'survey.recommendInside';
  return (
    <div className="report-note survey-note" data-survey={recommended ? 'recommended' : 'not-recommended'}>
      <h4 className="survey-note__title">{t('survey.title')}</h4>
      <p>{survey.plotPlan ? t(`survey.asks.${survey.plotPlan.asks}`, { margin: feet(survey.marginFt) }) : t('survey.noRule')}</p>
      {survey.plotPlan && (
        <>
          <Assumptions fields={['plot_plan']} />
          <Citations fields={['plot_plan']} />
        </>
      )}
      {survey.unsureEdges.length > 0 && (
        <p data-survey-lines>{t('survey.unsureLines', { lines: survey.unsureEdges.map((edge) => `${edge + 1} (${lineWords(edge)})`).join(', ') })}</p>
      )}
      {survey.userLot && <p data-survey-user-lot>{t('survey.userLot')}</p>}
      {adviceText && (
        <p className={recommended ? 'survey-note__advice survey-note__advice--recommend' : 'survey-note__advice'} role="status">
          {adviceText}
        </p>
      )}
    </div>
  );
}
