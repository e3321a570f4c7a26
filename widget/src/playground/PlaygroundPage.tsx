// The playground page (spec 1 sections 2 and 4, spec 2 section 4): 'Is this allowed?' with the
// notifications, the category picker, and the floor plans of the chosen category, placed and drawn
// as on the ADU pages. Choosing a category sets it in the URL (plan-category) and clears the
// selected plan; a single- or multi-family home first asks whether to clear the existing
// structures. The page brings its own words and styles (decision 017).
import { useContext, useId, useState } from 'react';
import { HOUSE_CATEGORIES } from '../../../core/playground';
import type { PlanCategory } from '../../../core/floor-plans';
import { FloorPlansSection } from '../floor-plans/FloorPlansSection';
import { useLayout } from '../shell/layout-context';
import { REPORT_SECTION_IDS } from '../shell/navigation/report-sections';
import { useReport } from '../shell/report-context';
import playgroundCss from '../styles/playground.css?inline';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { isGrayBuilding } from './analysis-request';
import { CategoryGrid } from './CategoryGrid';
import { ClearExistingDialog, type ClearAnswer } from './ClearExistingDialog';
import { PlaygroundContext } from './playground-context';
import { PlaygroundNotifications } from './PlaygroundNotifications';
import { usePlaygroundTranslate } from './use-playground-translate';

interface Props {
  /** The category of the URL's plan-category, if it names one. */
  category: PlanCategory | undefined;
  /** The section the URL names (#SelectFloorPlan opens the plan constructor). */
  section: string | undefined;
  onSection(id: string | undefined): void;
  /** Shows the playground with `category` chosen. */
  onCategory(category: PlanCategory): void;
}

/** The playground page of a report. */
export function PlaygroundPage({ category, section, onSection, onCategory }: Props) {
  const t = usePlaygroundTranslate();
  const adopt = useAdoptedStyles(playgroundCss);
  const headingId = useId();
  const { property, notify } = useReport();
  const layout = useLayout();
  const playground = useContext(PlaygroundContext);
  const [asking, setAsking] = useState<PlanCategory | null>(null);
  const running = Boolean(playground?.analysis);
  const floorPlansId = REPORT_SECTION_IDS.floorPlans;

  const show = (chosen: PlanCategory) => {
    // Choosing a category clears the selected plan (spec 1 section 4): a plan chosen next is a new structure.
    layout.selectUnit(null);
    onCategory(chosen);
  };
  const hasExisting =
    layout.units.length > 0 || (!layout.surveyBuildingsCleared && property.buildings_geojson.features.some((f) => f.properties.building_source !== 'user'));
  const choose = (chosen: PlanCategory) => {
    if (HOUSE_CATEGORIES.includes(chosen) && hasExisting) setAsking(chosen);
    else show(chosen);
  };
  const answer = (reply: ClearAnswer) => {
    const chosen = asking;
    setAsking(null);
    if (!chosen || reply === 'cancel') return;
    if (reply === 'yes') {
      if (running) {
        notify('warning', t('playground.editingBlocked'));
        return;
      }
      layout.clearExistingStructures();
      notify('success', t('playground.cleared'));
    }
    show(chosen);
  };

  return (
    <div ref={adopt} className="adu-page pg-page">
      <header className="adu-page__header">
        <h3 className="page-title" tabIndex={-1}>
          {t('page.playground')}
        </h3>
      </header>
      <p className="report-note">{t('playground.intro')}</p>
      <div className="pg-check">
        <button type="button" className="button button--primary pg-check__button" aria-busy={running} onClick={() => playground?.checkAllowed()}>
          {running ? t('playground.checking') : t('playground.check')}
        </button>
        {layout.buildings.some(isGrayBuilding) && <p className="report-note pg-check__gray">{t('playground.grayBuildings')}</p>}
      </div>
      {layout.surveyBuildingsCleared && property.buildings_geojson.features.some((f) => f.properties.building_source !== 'user') && (
        <p className="report-note pg-cleared">
          {t('playground.clearedNote')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              layout.restoreExistingStructures();
              notify('success', t('playground.restored'));
            }}
          >
            {t('playground.restore')}
          </button>
        </p>
      )}
      <PlaygroundNotifications />
      <section className="page-section" aria-labelledby={headingId}>
        <h4 id={headingId} className="page-section__title">
          {t('playground.categories')}
        </h4>
        <CategoryGrid chosen={category} onChoose={choose} labelledBy={headingId} />
      </section>
      {category && (
        <FloorPlansSection
          key={category}
          id={floorPlansId}
          page="playground"
          category={category}
          constructorOpen={section === floorPlansId}
          onConstructor={(open) => onSection(open ? floorPlansId : undefined)}
        />
      )}
      {asking && <ClearExistingDialog onAnswer={answer} />}
    </div>
  );
}
