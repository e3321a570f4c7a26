// The user's map notes (spec 2: map tools 'line' and 'text'): lines with their length halfway
// along, and text labels. Each label is a button (keyboard too) that opens a popup to remove the
// note. Photo pins are drawn by PhotoMarkers.
import type { ReactNode } from 'react';
import type L from 'leaflet';
import { Marker, Polyline } from 'react-leaflet';
import type { Position } from '../../../../core/geo';
import { formatFeetInches } from '../../i18n/format';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { useLayout } from '../../shell/layout-context';
import { labelIcon } from './labels';
import { halfwayAlong, pathLengthFt } from './path-geometry';
import { RemovePopup } from './RemovePopup';

const latLngOf = ([lng, lat]: Position): [number, number] => [lat, lng];

/** The line and text notes. */
export function MapNotes() {
  const t = useTranslate();
  const locale = useLocale();
  const { notes, removeNote, tool } = useLayout();
  const interactive = tool === 'select';
  return (
    <>
      {notes.map((note) => {
        const id = note.properties.id;
        const key = `${id}-${interactive}`;
        const common = { removeLabel: t('mapTools.remove'), interactive, onRemove: () => removeNote(id) };
        if (note.geometry.type === 'LineString') {
          const length = formatFeetInches(pathLengthFt(note.geometry.coordinates), locale);
          const name = t('mapTools.lineNote', { length });
          return (
            <NoteLayer key={key} {...common} at={halfwayAlong(note.geometry.coordinates)} icon={labelIcon(length, 'map-length', { modifier: 'note', name })} name={name}>
              <Polyline positions={note.geometry.coordinates.map(latLngOf)} className="map-note-line" interactive={false} pathOptions={{ color: '#24292f', weight: 2 }} />
            </NoteLayer>
          );
        }
        if (note.properties.kind === 'text') {
          const name = t('mapTools.textNote', { text: note.properties.text });
          return <NoteLayer key={key} {...common} at={note.geometry.coordinates} icon={labelIcon(note.properties.text, 'map-note-text', { name })} name={name} />;
        }
        return null;
      })}
    </>
  );
}

interface NoteProps {
  at: Position;
  icon: L.DivIcon;
  name: string;
  removeLabel: string;
  interactive: boolean;
  onRemove(): void;
  children?: ReactNode;
}

function NoteLayer({ at, icon, name, removeLabel, interactive, onRemove, children }: NoteProps) {
  return (
    <>
      {children}
      <Marker position={latLngOf(at)} icon={icon} title={name} interactive={interactive} keyboard={interactive}>
        {interactive && <RemovePopup title={name} removeLabel={removeLabel} onRemove={onRemove} />}
      </Marker>
    </>
  );
}
