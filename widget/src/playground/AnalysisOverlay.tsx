// The loading overlay over the map while 'Is this allowed?' runs (spec 2 section 4): a status
// message that changes every 10 seconds (the lot, the laws, each category's size limits and
// setbacks) and a 10 s progress bar for each. It covers the map, so nothing there can be edited;
// a click on it says why.
import { useContext, useEffect, useState } from 'react';
import { isPlanCategory } from '../../../core/floor-plans';
import { useReport } from '../shell/report-context';
import { ANALYSIS_STEP_MS, cycleSteps, type AnalysisStep } from './analysis-progress';
import { PlaygroundContext } from './playground-context';
import { categoryLabel, type PlaygroundTranslate } from './playground-messages';
import { usePlaygroundTranslate } from './use-playground-translate';

/** The words of one status message. */
export function stepText(t: PlaygroundTranslate, step: AnalysisStep): string {
  if (step.kind === 'lot') return t('playground.overlay.lot');
  if (step.kind === 'laws') return t('playground.overlay.laws');
  return t('playground.overlay.category', { category: isPlanCategory(step.category) ? categoryLabel(t, step.category) : step.category });
}

/** The overlay, shown while an analysis runs. */
export function AnalysisOverlay() {
  const playground = useContext(PlaygroundContext);
  return playground?.analysis ? <Overlay steps={playground.analysis.steps} /> : null;
}

function Overlay({ steps }: { steps: readonly AnalysisStep[] }) {
  const t = usePlaygroundTranslate();
  const { notify } = useReport();
  const [index, setIndex] = useState(0);
  useEffect(() => cycleSteps(steps.length, setIndex), [steps]);
  const step = steps[index] ?? steps[0]!;
  return (
    <div className="pg-overlay" data-step={index} onClick={() => notify('warning', t('playground.editingBlocked'))}>
      <div className="pg-overlay__box" role="status" aria-live="polite">
        <span className="loader__spinner" aria-hidden="true" />
        <p className="pg-overlay__title">{t('playground.overlay.title')}</p>
        <p className="pg-overlay__message">{stepText(t, step)}</p>
        {/* Keyed by the step, so the bar starts again with each message. */}
        <div className="pg-overlay__track" role="progressbar" aria-label={t('playground.overlay.progress')}>
          <div key={index} className="pg-overlay__bar" style={{ animationDuration: `${ANALYSIS_STEP_MS}ms` }} />
        </div>
      </div>
    </div>
  );
}
