// Icons of the map's tools: 20 px line drawings in the current colour, hidden from assistive
// technology (each button carries its name).
import type { MapTool } from '../../shell/layout-context';

const PATHS: Record<MapTool, string> = {
  select: 'M5 3l10 6-4.5 1.5L13 16l-2 1-2.5-5.5L5 14z',
  measure: 'M2 13l11-11 5 5-11 11zM6 9l1.5 1.5M8.5 6.5l2 2M11 4l1.5 1.5',
  polygon: 'M10 2.5l7 5-2.7 8.5H5.7L3 7.5z',
  square: 'M4 4h12v12H4z',
  image: 'M3 4h14v12H3zM3 13l4-4 3 3 2-2 5 5M13 7.5a1 1 0 1 0 0 .1',
  line: 'M3 17L17 3M3 17m-1.5 0a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M17 3m-1.5 0a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
  text: 'M4 4h12M10 4v12M7.5 16h5',
  merge: 'M3 3h9v9H3zM8 8h9v9H8z',
  'edit-lot': 'M2 17l2-6 9-9 4 4-9 9zM11 4l4 4M2 17h16',
  house: 'M3 9.5L10 3l7 6.5M5 8v9h10V8M8.5 17v-4.5h3V17',
};

/** The icon of a tool. */
export function ToolIcon({ tool }: { tool: MapTool }) {
  return (
    <svg className="map-tools__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[tool]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
