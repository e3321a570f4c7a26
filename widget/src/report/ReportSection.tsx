// A collapsible report section: its heading is a button with aria-expanded; the section id is
// the one the URL carries.
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  open: boolean;
  onToggle(id: string, open: boolean): void;
  /** Shown beside the title (a status badge). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A section of the pre-feasibility report. */
export function ReportSection({ id, title, open, onToggle, aside, children }: Props) {
  return (
    <section id={id} className="report-section" aria-labelledby={`${id}-title`}>
      <h5 className="report-section__heading">
        <button
          id={`${id}-title`}
          type="button"
          className="report-section__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => onToggle(id, !open)}
        >
          <span className="report-section__chevron" aria-hidden="true" />
          <span className="report-section__title">{title}</span>
        </button>
        {aside}
      </h5>
      <div id={`${id}-body`} className="report-section__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
