// The PDF's vector drawing of the lot (issue 9): lot lines in the colour of their kind with their
// lengths, buildings, the page's setback area, the placed units with their side lengths,
// measurement lines, a north arrow and a scale bar, and under it a legend of the kinds of lot line
// the lot has, labelled in the document's language. Positions go through a local frame in feet
// (core/geo/local-frame.ts), north up, scaled to fit the box.
import { G, Line, Path, Polygon, Svg, Text, View } from '@react-pdf/renderer';
import type { MeasurementLine } from '../../../core/api';
import type { AreaGeometry, Polygon as GeoPolygon, Position } from '../../../core/geo';
import { createLocalFrame, type LocalFrame } from '../../../core/geo';
import { EdgeKind, edgeKindOf, LOT_EDGE_KINDS } from '../../../core/setback';
import { formatFeetInches } from './feet-inches';
import type { PdfMessageKey, PdfWords } from './pdf-messages';
import { EDGE_KIND_STYLES } from '../../../core/color';

/** What the drawing shows. */
export interface LotDrawingInput {
  lot: AreaGeometry;
  buildings: GeoPolygon[];
  /** The page's setback area, or null when unknown, empty or locked. */
  setbackArea: AreaGeometry | null;
  units: GeoPolygon[];
  measurementLines: MeasurementLine[];
  /** The lot's edges with their kinds, as street data's `lot_edges` has them. */
  edges: readonly { from: Position; to: Position; kind: string }[];
}

type PointFt = [number, number];

/** Scale bar lengths to pick from, in feet. */
const NICE_LENGTHS_FT = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];
const COLORS = { lot: '#1f2937', building: '#9ca3af', setback: '#bbf7d0', setbackLine: '#15803d', unit: '#2563eb', measure: '#b45309' };

const UNKNOWN_DASH = '3 2';

/** The words of each kind of lot line in the legend. */
export const EDGE_KIND_KEYS: Readonly<Record<EdgeKind, PdfMessageKey>> = {
  [EdgeKind.Front]: 'lotEdge.kind.front',
  [EdgeKind.ExteriorSide]: 'lotEdge.kind.exteriorSide',
  [EdgeKind.InteriorSide]: 'lotEdge.kind.interiorSide',
  [EdgeKind.Rear]: 'lotEdge.kind.rear',
  [EdgeKind.Unknown]: 'lotEdge.kind.unknown',
};

/** The kind of an edge as street data gives it ('side' of earlier data is an interior side); anything else is unknown. */
const kindOf = (kind: string): EdgeKind => edgeKindOf(kind) ?? EdgeKind.Unknown;

/** The kinds among `edges`, each once, in the legend's order. */
export function edgeKindsIn(edges: readonly { kind: string }[]): EdgeKind[] {
  const present = new Set(edges.map((edge) => kindOf(edge.kind)));
  return LOT_EDGE_KINDS.filter((kind) => present.has(kind));
}

const polygonsOf = (geometry: AreaGeometry): Position[][][] => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates);

/** A ring without its closing position. */
const openRing = (ring: readonly Position[]): Position[] => {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : [...ring];
};

/** The lot's bounding box centre: the frame's origin keeps feet small. */
function originOf(lot: AreaGeometry): Position {
  const positions = polygonsOf(lot).flat(2);
  const lngs = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  return [(Math.min(...lngs) + Math.max(...lngs)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
}

/** The largest nice length at most a quarter of the drawing's width. */
export function scaleBarLengthFt(widthFt: number): number {
  const fitting = NICE_LENGTHS_FT.filter((length) => length <= widthFt / 4);
  return fitting[fitting.length - 1] ?? NICE_LENGTHS_FT[0]!;
}

/**
 * The drawing of `input` in a `widthPt` × `heightPt` box, with the legend of its lot lines' kinds
 * under it. With `fitHeight` the box is only as tall as the lot drawn at that scale needs, so a
 * wide lot leaves no blank band above and below it.
 */
export function LotDrawing({ input, widthPt, heightPt: maxHeightPt, fitHeight = false, words }: { input: LotDrawingInput; widthPt: number; heightPt: number; fitHeight?: boolean; words: PdfWords }) {
  const frame: LocalFrame = createLocalFrame(originOf(input.lot));
  const lotRings = polygonsOf(input.lot).map((polygon) => polygon.map((ring) => openRing(ring).map((p) => frame.toFeet(p))));
  const lotPoints = lotRings.flat(2);
  const minX = Math.min(...lotPoints.map((p) => p[0]));
  const maxX = Math.max(...lotPoints.map((p) => p[0]));
  const minY = Math.min(...lotPoints.map((p) => p[1]));
  const maxY = Math.max(...lotPoints.map((p) => p[1]));
  // Room around the lot for the edge labels, the north arrow and the scale bar.
  const pad = 36;
  const scale = Math.min((widthPt - 2 * pad) / Math.max(maxX - minX, 1), (maxHeightPt - 2 * pad) / Math.max(maxY - minY, 1));
  const heightPt = fitHeight ? Math.min(maxHeightPt, Math.ceil(Math.max(maxY - minY, 1) * scale + 2 * pad)) : maxHeightPt;
  const offsetX = (widthPt - (maxX - minX) * scale) / 2;
  const offsetY = (heightPt - (maxY - minY) * scale) / 2;
  const toPt = ([x, y]: PointFt): PointFt => [offsetX + (x - minX) * scale, offsetY + (maxY - y) * scale];
  const ringPt = (ring: readonly Position[]): PointFt[] => openRing(ring).map((p) => toPt(frame.toFeet(p)));
  const pathOf = (geometry: AreaGeometry): string =>
    polygonsOf(geometry)
      .flatMap((polygon) => polygon.map((ring) => `M ${ringPt(ring).map(([x, y]) => `${x.toFixed(2)} ${y.toFixed(2)}`).join(' L ')} Z`))
      .join(' ');
  const pointsOf = (ring: readonly Position[]): string => ringPt(ring).map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' ');

  /** Length labels at the middle of each side of a ring, in feet and inches. */
  const sideLabels = (ring: readonly Position[], key: string, color: string, minFt: number) => {
    const feet = openRing(ring).map((p) => frame.toFeet(p));
    return feet.map((from, index) => {
      const to = feet[(index + 1) % feet.length]!;
      const lengthFt = Math.hypot(to[0] - from[0], to[1] - from[1]);
      if (lengthFt < minFt) return null;
      const [x, y] = toPt([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]);
      return (
        <Text key={`${key}-${index}`} x={x} y={y} fill={color} textAnchor="middle" style={{ fontSize: 6 }}>
          {formatFeetInches(lengthFt)}
        </Text>
      );
    });
  };

  const barFt = scaleBarLengthFt(maxX - minX);
  const barPt = barFt * scale;
  const arrowX = widthPt - 20;
  const kinds = edgeKindsIn(input.edges);
  return (
    // The drawing and its legend stay on one page.
    <View wrap={false}>
      <Svg width={widthPt} height={heightPt} viewBox={`0 0 ${widthPt} ${heightPt}`}>
        {input.setbackArea && <Path d={pathOf(input.setbackArea)} fill={COLORS.setback} stroke={COLORS.setbackLine} strokeWidth={0.5} strokeDasharray="3 2" fillRule="evenodd" />}
        <Path d={pathOf(input.lot)} fill="none" stroke={COLORS.lot} strokeWidth={1.2} fillRule="evenodd" />
        {input.edges.map((edge, index) => {
          const [x1, y1] = toPt(frame.toFeet(edge.from));
          const [x2, y2] = toPt(frame.toFeet(edge.to));
          const kind = kindOf(edge.kind);
          return <Line key={`e-${index}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke={EDGE_KIND_STYLES[kind].color} strokeWidth={2} {...(EDGE_KIND_STYLES[kind].dashed ? { strokeDasharray: UNKNOWN_DASH } : {})} />;
        })}
        {input.buildings.map((building, index) => (
          <Polygon key={`b-${index}`} points={pointsOf(building.coordinates[0] ?? [])} fill={COLORS.building} stroke="#4b5563" strokeWidth={0.5} />
        ))}
        {input.units.map((unit, index) => (
          <G key={`u-${index}`}>
            <Polygon points={pointsOf(unit.coordinates[0] ?? [])} fill={COLORS.unit} fillOpacity={0.35} stroke={COLORS.unit} strokeWidth={0.8} />
            {sideLabels(unit.coordinates[0] ?? [], `u-${index}`, COLORS.unit, 1)}
          </G>
        ))}
        {polygonsOf(input.lot).map((polygon, index) => sideLabels(polygon[0] ?? [], `lot-${index}`, COLORS.lot, 5))}
        {input.measurementLines.map((line, index) => {
          const [x1, y1] = toPt(frame.toFeet(line.from));
          const [x2, y2] = toPt(frame.toFeet(line.to));
          const [fx, fy] = frame.toFeet(line.from);
          const [tx, ty] = frame.toFeet(line.to);
          return (
            <G key={`m-${index}`}>
              <Line x1={x1} y1={y1} x2={x2} y2={y2} stroke={COLORS.measure} strokeWidth={0.8} strokeDasharray="2 2" />
              <Text x={(x1 + x2) / 2} y={(y1 + y2) / 2 - 2} fill={COLORS.measure} textAnchor="middle" style={{ fontSize: 6 }}>
                {formatFeetInches(Math.hypot(tx - fx, ty - fy))}
              </Text>
            </G>
          );
        })}
        {/* North arrow: the drawing is north up. */}
        <Polygon points={`${arrowX},8 ${arrowX - 5},24 ${arrowX},20 ${arrowX + 5},24`} fill={COLORS.lot} />
        <Text x={arrowX} y={34} fill={COLORS.lot} textAnchor="middle" style={{ fontSize: 8 }}>
          {words.t('drawing.north')}
        </Text>
        {/* Scale bar */}
        <Line x1={10} y1={heightPt - 12} x2={10 + barPt} y2={heightPt - 12} stroke={COLORS.lot} strokeWidth={1.5} />
        <Line x1={10} y1={heightPt - 16} x2={10} y2={heightPt - 8} stroke={COLORS.lot} strokeWidth={1} />
        <Line x1={10 + barPt} y1={heightPt - 16} x2={10 + barPt} y2={heightPt - 8} stroke={COLORS.lot} strokeWidth={1} />
        <Text x={10 + barPt / 2} y={heightPt - 17} fill={COLORS.lot} textAnchor="middle" style={{ fontSize: 7 }}>
          {words.t('unit.feet', { value: words.number(barFt) })}
        </Text>
      </Svg>
      {kinds.length > 0 && <EdgeLegend kinds={kinds} words={words} />}
    </View>
  );
}

/** One row under the drawing: 'Lot lines:' and a stroke and the words of each kind present. */
function EdgeLegend({ kinds, words }: { kinds: readonly EdgeKind[]; words: PdfWords }) {
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', marginTop: 4, fontSize: 8 }}>
      <Text style={{ marginRight: 6 }}>{`${words.t('drawing.lotLines')}:`}</Text>
      {kinds.map((kind) => (
        <View key={kind} style={{ flexDirection: 'row', alignItems: 'center', marginRight: 10 }}>
          <Svg width={16} height={6} viewBox="0 0 16 6">
            <Line x1={0} y1={3} x2={16} y2={3} stroke={EDGE_KIND_STYLES[kind].color} strokeWidth={2} {...(EDGE_KIND_STYLES[kind].dashed ? { strokeDasharray: UNKNOWN_DASH } : {})} />
          </Svg>
          <Text style={{ marginLeft: 3 }}>{words.t(EDGE_KIND_KEYS[kind])}</Text>
        </View>
      ))}
    </View>
  );
}
