// The text tool (spec 2: editing tools 'text'): click a point, type the text in the small form,
// and it stays on the map as a label among the user's map notes. Escape or Cancel drops it.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleMarker } from 'react-leaflet';
import type { Position } from '../../../../core/geo';
import { useTranslate } from '../../i18n/use-translate';
import { useLayout } from '../../shell/layout-context';
import { newMapId } from './new-id';
import { ToolPanel } from './ToolPanel';
import { useMapPoints } from './use-map-points';

/** The longest text note, in characters (the layout schema's limit). */
export const MAX_TEXT_LENGTH = 200;

/** Adding a text note. */
export function TextTool() {
  const t = useTranslate();
  const { addNote, setTool } = useLayout();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [point, setPoint] = useState<Position | null>(null);
  const [text, setText] = useState('');
  useMapPoints({ onPoint: setPoint });
  useEffect(() => {
    if (point) input.current?.focus();
  }, [point]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!point || trimmed === '') {
      input.current?.focus();
      return;
    }
    addNote({ type: 'Feature', geometry: { type: 'Point', coordinates: point }, properties: { id: newMapId('text'), kind: 'text', text: trimmed } });
    setTool('select');
  };
  return (
    <>
      {point && <CircleMarker center={[point[1], point[0]]} radius={5} className="map-draft__corner" interactive={false} pathOptions={{ color: '#0b57d0', weight: 2, fillColor: '#ffffff', fillOpacity: 1 }} />}
      <ToolPanel picks title={t('mapTools.text')} hint={t('mapTools.textHint')}>
        {point && (
          <form className="map-tools__form" onSubmit={submit}>
            <label htmlFor={inputId} className="map-tools__label">
              {t('mapTools.textLabel')}
            </label>
            <input id={inputId} ref={input} className="map-tools__input" type="text" maxLength={MAX_TEXT_LENGTH} value={text} onChange={(event) => setText(event.currentTarget.value)} />
            <div className="map-tools__actions">
              <button type="button" className="map-button" onClick={() => setTool('select')}>
                {t('mapTools.cancel')}
              </button>
              <button type="submit" className="map-button map-button--primary">
                {t('mapTools.add')}
              </button>
            </div>
          </form>
        )}
      </ToolPanel>
    </>
  );
}
