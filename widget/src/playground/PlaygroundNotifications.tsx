// The playground's notifications (spec 2 sections 3, 4 and 8): a physical notice per structure that
// breaks its category's rule ('Pool cannot be connected to an existing building structure.' with
// 'Please move it to a different location'), then one result per structure of the last 'Is this
// allowed?': its category and likelihood, the short explanation with the detailed one to open
// (the server writes them in English; they are shown in the reader's language), and the allowed
// percent as a meter; a structure none of whose rules is settled is 'Not known', with no percent
// (decision 061). Pointing at a result or selecting it draws its setback
// polygon on the map; selecting it selects the structure too.
import { useContext } from 'react';
import { isPlanCategory } from '../../../core/floor-plans';
import { PhysicalReason } from '../../../core/playground';
import { likelihoodLabel } from '../../../core/rules';
import { useLayout } from '../shell/layout-context';
import type { AnalysisNotice } from './notifications';
import { PlaygroundContext } from './playground-context';
import { categoryLabel, type PlaygroundTranslate } from './playground-messages';
import { useAnswerText, usePlaygroundTranslate } from './use-playground-translate';

/** The label of a structure's category, or the category as stored when it is none of the catalogue's. */
const labelOf = (t: PlaygroundTranslate, category: string) => (isPlanCategory(category) ? categoryLabel(t, category) : category);

/** The notifications list; nothing while there are none. */
export function PlaygroundNotifications() {
  const t = usePlaygroundTranslate();
  const answer = useAnswerText();
  const playground = useContext(PlaygroundContext);
  const { units } = useLayout();
  if (!playground) return null;
  const ids = new Set(units.map((unit) => unit.properties.id));
  // A structure removed since is no longer spoken of.
  const physical = playground.notifications.physical.filter((notice) => ids.has(notice.unitId));
  const analysis = playground.notifications.analysis.filter((notice) => ids.has(notice.id));
  if (physical.length === 0 && analysis.length === 0) return null;
  return (
    <section className="pg-notes" aria-labelledby="lotline-pg-notes">
      <h4 id="lotline-pg-notes" className="visually-hidden">
        {t('playground.notifications')}
      </h4>
      <ul className="pg-notes__list">
        {physical.map((notice) => {
          const label = labelOf(t, notice.category);
          return (
            <li key={`physical-${notice.unitId}`} className="pg-note pg-note--physical" data-unit={notice.unitId}>
              <p className="pg-note__title">
                {t(notice.reason === PhysicalReason.TouchesBuilding ? 'playground.notice.touchesBuilding' : 'playground.notice.notConnected', { label })}
              </p>
              <p className="pg-note__text">{t('playground.notice.moveIt')}</p>
            </li>
          );
        })}
        {analysis.map((notice) => (
          <ResultNotice key={`result-${notice.id}`} notice={notice} t={t} answer={answer} selected={playground.selectedNotice === notice.id} onPoint={playground.pointAt} onSelect={playground.selectNotice} />
        ))}
      </ul>
    </section>
  );
}

interface ResultProps {
  notice: AnalysisNotice;
  t: PlaygroundTranslate;
  /** An answer of the analysis in the reader's language. */
  answer(english: string): string;
  selected: boolean;
  onPoint(id: string | null): void;
  onSelect(id: string | null): void;
}

function ResultNotice({ notice, t, answer, selected, onPoint, onSelect }: ResultProps) {
  const percent = notice.allowedPercent;
  const tone = percent === null ? 'unknown' : likelihoodLabel(percent).tone;
  const title = t('playground.result.title', { label: labelOf(t, notice.category), status: percent === null ? t('playground.result.notKnown') : t(`likelihood.${likelihoodLabel(percent).tone}`) });
  const meterId = `lotline-pg-meter-${notice.id}`;
  return (
    <li
      className={`pg-note pg-note--${tone}${selected ? ' pg-note--selected' : ''}`}
      data-unit={notice.id}
      data-status={notice.status}
      onMouseEnter={() => onPoint(notice.id)}
      onMouseLeave={() => onPoint(null)}
      onFocus={() => onPoint(notice.id)}
      onBlur={() => onPoint(null)}
    >
      <button type="button" className="pg-note__select" aria-pressed={selected} onClick={() => onSelect(selected ? null : notice.id)}>
        <span className="pg-note__title">{title}</span>
      </button>
      <p className="pg-note__text">{answer(notice.shortExplanation)}</p>
      {percent !== null && (
        <div className="pg-note__meter">
          <label htmlFor={meterId}>{t('playground.result.allowed', { percent })}</label>
          <meter id={meterId} min={0} max={100} low={31} high={69} optimum={100} value={percent} />
        </div>
      )}
      {notice.detailedExplanation && (
        <details className="pg-note__details">
          <summary>{t('playground.result.details')}</summary>
          <p className="pg-note__detail">{answer(notice.detailedExplanation)}</p>
        </details>
      )}
      {selected && notice.setbackPolygon && <p className="pg-note__hint">{t('playground.result.setback')}</p>}
    </li>
  );
}
