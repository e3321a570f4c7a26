// A real Leaflet map for the map layer's component tests: happy-dom draws Leaflet's SVG paths,
// markers and controls, but lays nothing out, so the map's box is given a size before its layers
// mount. Around it are the report, the layout and the language a lot map has in the widget; the
// test reads the map, the layout, the toasts and the lock prompts back.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import L from 'leaflet';
import { MapContainer, useMap } from 'react-leaflet';
import type { PlacementPage, StreetData } from '../../../../core/api';
import { lotFrame } from '../../../../core/geo/test-support/random-polygons';
import { createApiClient } from '../../api/client';
import { createTranslator, loadLocale, type Locale } from '../../i18n/messages';
import { LocaleContext, TranslateContext } from '../../i18n/use-translate';
import { useLayout, type LayoutValue } from '../../shell/layout-context';
import { LayoutProvider } from '../../layout/LayoutProvider';
import { lotStreetData, savedLayout } from '../../layout/test-support/lot-fixture';
import { ReportContext, type ReportContextValue } from '../../shell/report-context';
import { FAKE_API_BASE, stubFetch, type FakeAnswer, type SentRequest } from '../../test-support/fake-fetch';

/** How the map is rendered. */
export interface MapOptions {
  property?: StreetData;
  /** The placement page of the layout; null for the overview. */
  page?: PlacementPage | null;
  locale?: Locale;
  /** The map's box in pixels. */
  width?: number;
  height?: number;
  /** The zoom the map opens at, centred on the lot. */
  zoom?: number;
  /** Without the layout provider (a map outside a report's layout). */
  withoutLayout?: boolean;
  /** Without the report context (a map outside a report). */
  withoutReport?: boolean;
  /** The API's answers; by default a save of the property succeeds and anything else fails. */
  answer?: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;
}

/** A saved property answers its overrides; any other request is unexpected (the client reports a network failure). */
function savesOnly(request: SentRequest): FakeAnswer {
  if (request.method === 'PATCH') return { body: { property_id: 'p-1', user_overrides: savedLayout({}) } };
  throw new Error(`unexpected ${request.method} ${request.path}`);
}

/** Gives the map's box a size, then shows `children`, so their first render sees a laid-out map. */
function SizedMap({ width, height, onMap, children }: { width: number; height: number; onMap(map: L.Map): void; children: ReactNode }) {
  const map = useMap();
  const [sized, setSized] = useState(false);
  useLayoutEffect(() => {
    const container = map.getContainer();
    Object.defineProperty(container, 'clientWidth', { configurable: true, get: () => width });
    Object.defineProperty(container, 'clientHeight', { configurable: true, get: () => height });
    map.invalidateSize({ animate: false, pan: false });
    onMap(map);
    setSized(true);
  }, [map, width, height, onMap]);
  return sized ? <>{children}</> : null;
}

function LayoutProbe({ onLayout }: { onLayout(layout: LayoutValue): void }) {
  onLayout(useLayout());
  return null;
}

/**
 * Renders `children` on a map of `property`'s lot, inside a `.lotline` widget box, with the
 * report and layout contexts; answers the map, the latest layout and what the report was told.
 */
export async function renderOnMap(children: ReactNode, options: MapOptions = {}) {
  const property = options.property ?? lotStreetData();
  const locale = options.locale ?? 'en';
  await loadLocale(locale);
  const fetch = stubFetch(options.answer ?? savesOnly);
  const toasts: [string, string][] = [];
  let locked = 0;
  let reloads = 0;
  let map: L.Map | undefined;
  let layout: LayoutValue | undefined;
  const report: ReportContextValue = {
    property,
    api: createApiClient(FAKE_API_BASE),
    onLocked: () => void locked++,
    onPropertyChanged: async () => void reloads++,
    notify: (kind, text) => void toasts.push([kind, text]),
  };
  const centre = L.geoJSON(property.lot).getBounds().getCenter();
  const onMap = (value: L.Map) => {
    map = value;
  };
  const onLayout = (value: LayoutValue) => {
    layout = value;
  };
  const onTheMap = (
    <MapContainer center={centre} zoom={options.zoom ?? 20} maxZoom={22} zoomSnap={0.25} keyboard>
      <SizedMap width={options.width ?? 800} height={options.height ?? 600} onMap={onMap}>
        {!options.withoutLayout && <LayoutProbe onLayout={onLayout} />}
        {children}
      </SizedMap>
    </MapContainer>
  );
  const withLayout = options.withoutLayout ? (
    onTheMap
  ) : (
    <LayoutProvider property={property} api={report.api} page={options.page === undefined ? 'backyard-cottage' : options.page} notify={report.notify} onPropertyChanged={report.onPropertyChanged}>
      {onTheMap}
    </LayoutProvider>
  );
  const view = render(
    <LocaleContext.Provider value={locale}>
      <TranslateContext.Provider value={createTranslator(locale)}>
        <div className="lotline">{options.withoutReport ? withLayout : <ReportContext.Provider value={report}>{withLayout}</ReportContext.Provider>}</div>
      </TranslateContext.Provider>
    </LocaleContext.Provider>,
  );
  return {
    ...view,
    /** The Leaflet map. */
    map: () => map!,
    /** The map's box (focusable, as Leaflet's keyboard handler makes it). */
    mapBox: () => map!.getContainer(),
    /** The layout as it was last rendered. */
    layout: () => layout!,
    /**
     * Picks the point (x, y) feet of the lot's frame from the keyboard, as a tool's user does: the
     * map is moved to put it under the cross in the middle, then Enter is pressed on the map.
     */
    pickAt: (xFt: number, yFt: number) => {
      const [lng, lat] = lotFrame.toLngLat([xFt, yFt]);
      // Leaflet's `reset` (not in its types) sets the view exactly; a pan would move by whole pixels.
      act(() => void map!.setView([lat, lng], map!.getZoom(), { reset: true } as L.ZoomPanOptions));
      fireEvent.keyDown(map!.getContainer(), { key: 'Enter' });
    },
    /** The requests the widget sent. */
    fetch,
    toasts,
    locked: () => locked,
    reloads: () => reloads,
  };
}
