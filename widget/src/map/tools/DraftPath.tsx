// The path a drawing tool has so far: its points, a dashed segment to the pointer, and the length
// of every segment in feet and inches (spec 1 section 9: measurements in feet and inches).
import { CircleMarker, Marker, Polyline } from 'react-leaflet';
import type { Position } from '../../../../core/geo';
import { formatFeetInches } from '../../i18n/format';
import { useLocale } from '../../i18n/use-translate';
import { labelIcon } from './labels';
import { segmentLengthsFt } from './path-geometry';

const latLngOf = ([lng, lat]: Position): [number, number] => [lat, lng];

interface Props {
  points: readonly Position[];
  /** Where the pointer is, or null. */
  cursor: Position | null;
  /** Closes the path back to its first point (a polygon being drawn). */
  closed?: boolean;
  className: string;
}

/** The drawing so far; nothing before the first point. */
export function DraftPath({ points, cursor, closed = false, className }: Props) {
  const locale = useLocale();
  if (points.length === 0) return null;
  const path = cursor ? [...points, cursor] : [...points];
  const ring = closed && path.length >= 3 ? [...path, path[0]!] : path;
  const lengths = segmentLengthsFt(ring);
  return (
    <>
      <Polyline positions={ring.map(latLngOf)} className={`${className}__path`} interactive={false} pathOptions={{ color: '#0b57d0', weight: 2, dashArray: '6 4' }} />
      {points.map((point, i) => (
        <CircleMarker key={`corner-${i}`} center={latLngOf(point)} radius={i === 0 && closed ? 6 : 4} className={`${className}__corner`} interactive={false} pathOptions={{ color: '#0b57d0', weight: 2, fillColor: '#ffffff', fillOpacity: 1 }} />
      ))}
      {lengths.map((feet, i) => {
        const a = ring[i]!;
        const b = ring[i + 1]!;
        if (feet === 0) return null;
        const middle: Position = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
        return <Marker key={`length-${i}-${feet.toFixed(3)}`} position={latLngOf(middle)} icon={labelIcon(formatFeetInches(feet, locale), 'map-length')} interactive={false} keyboard={false} />;
      })}
    </>
  );
}
