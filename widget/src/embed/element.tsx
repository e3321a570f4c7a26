// The embed entry (dist/lotline-widget.mjs): <lotline-widget> as builders' sites and the framed
// page load it, the visitor's product only: the lookup landing and the report. The organization
// console (sign-in, packages, settings, join and onboarding) is console/console.tsx, an entry of its own
// for Lotline's own pages, which this entry never imports, not even lazily (decision 041;
// tests/boundaries checks the import graph, scripts/build.ts the built chunks).
// With console/console.tsx, the only file that touches the custom elements registry.
import { TAG_NAME, widgetElement } from '../shell/widget-element';
import { ReportApp } from './App';

export { TAG_NAME };

/** <lotline-widget api-base? lang? tile-url? satellite-tile-url? pmtiles-url? org? mode? token?>: the report app; `mode="hosted"` when it is the page itself. */
export const LotlineWidgetElement = widgetElement(ReportApp);

if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, LotlineWidgetElement);
