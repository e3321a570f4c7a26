// The notice above the lot map where the assessor records a house the data has no footprint of
// (issue 31; core/placement/house-position.ts): it says the house's position is not in the public
// data, why the buildable area and the fit are not shown, and offers to trace the house with the
// map's drawing tool (the traced house is kept as the user's building, kind 'main'). Visitors are
// asked to sign in first, as the toolbar asks them for any drawing that is saved.
import { useContext, useId, type RefObject } from 'react';
import type { Translate } from '../i18n/use-translate';
import { useLayout } from '../shell/layout-context';
import { ReportContext } from '../shell/report-context';

interface Props {
  t: Translate;
  /** The map pane, whose map takes the focus once tracing starts, so Enter picks the first corner. */
  pane: RefObject<HTMLElement | null>;
}

/** 'The house's position is not in the public data', with the button that starts tracing it. */
export function HouseNotice({ t, pane }: Props) {
  const { saves, tool, setTool } = useLayout();
  const report = useContext(ReportContext);
  const titleId = useId();
  const trace = () => {
    // Pressed again, it stops tracing, as a toolbar button does.
    if (tool === 'house') {
      setTool('select');
      return;
    }
    if (!saves) {
      report?.onLocked();
      return;
    }
    setTool('house');
    pane.current?.querySelector<HTMLElement>('.leaflet-container')?.focus();
  };
  return (
    <section className="house-note" role="note" aria-labelledby={titleId} data-house-position="not-in-data">
      <p id={titleId} className="house-note__title">{t('houseMissing.title')}</p>
      <p className="house-note__body">{t('houseMissing.body')}</p>
      <button type="button" className="button house-note__trace" aria-pressed={tool === 'house'} onClick={trace}>
        {t('houseMissing.trace')}
      </button>
    </section>
  );
}
