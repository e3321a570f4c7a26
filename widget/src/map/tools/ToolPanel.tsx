// The panel beside the toolbar that says how the tool in use works and holds its buttons.
import { useId, type ReactNode } from 'react';
import { useTranslate } from '../../i18n/use-translate';

interface Props {
  title: string;
  hint: string;
  /** Says how to pick points from the keyboard (tools that pick points on the map). */
  picks?: boolean;
  children?: ReactNode;
}

/** The tool's name, its instructions and its actions. */
export function ToolPanel({ title, hint, picks = false, children }: Props) {
  const t = useTranslate();
  const titleId = useId();
  return (
    <section className="map-tools__panel" aria-labelledby={titleId}>
      <p id={titleId} className="map-tools__title">{title}</p>
      <p className="map-tools__hint">{hint}</p>
      {picks && <p className="map-tools__hint map-tools__hint--keys">{t('mapTools.keyboardHint')}</p>}
      {children}
    </section>
  );
}
