// The widget's two entries and the folder only the console may hold (decision 041). The build
// checks the built chunks against them and the boundary check (tests/boundaries) the source
// imports, so the embed a builder's visitors load never carries the organization console.

/** The embed entry: what builders' sites and the framed page load, as dist/lotline-widget.mjs. */
export const EMBED_ENTRY_SOURCE = 'widget/src/embed/element.tsx';

/** The console entry: what Lotline's own pages load, as dist/lotline-console.mjs. */
export const CONSOLE_ENTRY_SOURCE = 'widget/src/console/console.tsx';

/**
 * The organization console's folder: the console entry and everything only Lotline's own pages
 * load (the sign-in and packages pages with their model, words and calls, settings, join,
 * onboarding, the service area and their words and widgets). Nothing the embed entry imports,
 * even lazily, lies in it.
 */
export const CONSOLE_FOLDER = 'widget/src/console/';

/** Whether the module at `path` (repository-relative, forward slashes) belongs to the console alone. */
export function isConsoleModule(path: string): boolean {
  return path.startsWith(CONSOLE_FOLDER);
}
