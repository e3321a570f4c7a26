// The picture where a street-view photo of the address would be (spec 2: 370 × 207): without a
// photo, a drawing of this lot from above, its street along the bottom (the front lot line turned
// there), its buildings and the area where a backyard cottage may go, in the widget's colours.
import { useMemo, useState } from 'react';
import type { StreetData } from '../../../core/api';
import type { Position, PointFt } from '../../../core/geo';
import { createLocalFrame } from '../../../core/geo';
import { useTranslate } from '../i18n/use-translate';
import { useReport } from '../shell/report-context';

/** The street-view photo of the address when the server has a provider, else (or when it fails) the drawing. */
export function StreetView() {
  const t = useTranslate();
  const { property, api } = useReport();
  const [failed, setFailed] = useState(false);
  const url = property.street_view_url;
  if (!url || failed) return <StreetViewFallback />;
  return <img className="street-view" src={api.resolve(url)} alt={t('overview.streetPhoto', { address: property.attributes.address.label })} width={370} height={207} onError={() => setFailed(true)} />;
}

/** The lot's outlines in feet, turned so its front lot line runs along the bottom, as seen from the street. */
export function lotSketch(property: Pick<StreetData, 'lot' | 'lot_edges' | 'buildings_geojson' | 'setbacked_area'>): { lot: PointFt[]; buildings: PointFt[][]; area: PointFt[][] } | null {
  const lot = property.lot;
  const outer = lot.type === 'Polygon' ? lot.coordinates[0] : [...lot.coordinates].sort((a, b) => b[0]!.length - a[0]!.length)[0]?.[0];
  if (!outer || outer.length < 4) return null;
  const frame = createLocalFrame(outer[0]!);
  const front = property.lot_edges.find((edge) => edge.kind === 'front');
  // The front's direction becomes the x axis; the lot is then above or below it, and turned half round if below.
  let angle = 0;
  if (front) {
    const [ax, ay] = frame.toFeet(front.from);
    const [bx, by] = frame.toFeet(front.to);
    angle = Math.atan2(by - ay, bx - ax);
  }
  const turn = (points: readonly Position[], by: number): PointFt[] =>
    points.map((p) => {
      const [x, y] = frame.toFeet(p);
      return [x * Math.cos(-by) - y * Math.sin(-by), x * Math.sin(-by) + y * Math.cos(-by)];
    });
  let lotPoints = turn(outer, angle);
  if (front) {
    const [, frontY] = turn([front.from], angle)[0]!;
    const middleY = lotPoints.reduce((sum, p) => sum + p[1], 0) / lotPoints.length;
    if (middleY < frontY) {
      angle += Math.PI;
      lotPoints = turn(outer, angle);
    }
  }
  const buildings = property.buildings_geojson.features.map((feature) => turn(feature.geometry.coordinates[0] ?? [], angle));
  const setback = property.setbacked_area.ext;
  const area = !setback ? [] : (setback.type === 'Polygon' ? [setback.coordinates] : setback.coordinates).map((polygon) => turn(polygon[0] ?? [], angle));
  return { lot: lotPoints, buildings, area };
}

/** A drawing that stands in for the street-view photo: this lot seen from above with its street at the bottom, its buildings and where a backyard cottage may go. */
export function StreetViewFallback() {
  const t = useTranslate();
  const { property } = useReport();
  const sketch = useMemo(() => lotSketch(property), [property]);
  const label = t('overview.lotSketch', { address: property.attributes.address.label });
  if (!sketch) return <div className="street-view street-view--empty" role="img" aria-label={label} />;
  const W = 370;
  const H = 207;
  const STREET = 34;
  const all = [...sketch.lot, ...sketch.buildings.flat()];
  const minX = Math.min(...all.map((p) => p[0]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const maxY = Math.max(...all.map((p) => p[1]));
  const scale = Math.min((W - 40) / (maxX - minX || 1), (H - STREET - 24) / (maxY - minY || 1));
  const offsetX = (W - (maxX - minX) * scale) / 2;
  const bottom = H - STREET - 6;
  const path = (points: readonly PointFt[]) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${(offsetX + (x - minX) * scale).toFixed(1)} ${(bottom - (y - minY) * scale).toFixed(1)}`).join(' ') + ' Z';
  return (
    <svg className="street-view" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      <rect width={W} height={H} fill="#f4f1ea" />
      <rect x="0" y={H - STREET} width={W} height={STREET} fill="#ffffff" />
      <path d={`M0 ${H - STREET} H${W}`} stroke="#d4cfc6" strokeWidth="1.5" />
      <path d={`M0 ${H - STREET / 2} H${W}`} stroke="#e6e1d8" strokeWidth="2" strokeDasharray="14 10" />
      <path d={path(sketch.lot)} fill="var(--lotline-primary, #1f6feb)" fillOpacity="0.1" stroke="var(--lotline-primary, #1f6feb)" strokeWidth="2" />
      {sketch.area.map((ring, i) => (
        <path key={`area-${i}`} d={path(ring)} fill="#2da44e" fillOpacity="0.25" stroke="#2da44e" strokeDasharray="4 3" />
      ))}
      {sketch.buildings.map((ring, i) => (
        <path key={`building-${i}`} d={path(ring)} fill="#8c959f" fillOpacity="0.75" stroke="#57606a" />
      ))}
    </svg>
  );
}
