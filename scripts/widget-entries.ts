// The widget's two entries and the modules only the console may hold (decision 041). The build
// checks the built chunks against them and the boundary check (tests/boundaries) the source
// imports, so the embed a builder's visitors load never carries the organization console.

/** The embed entry: what builders' sites and the framed page load, as dist/lotline-widget.mjs. */
export const EMBED_ENTRY_SOURCE = 'widget/src/element.tsx';

/** The console entry: what Lotline's own pages load, as dist/lotline-console.mjs. */
export const CONSOLE_ENTRY_SOURCE = 'widget/src/console.tsx';

/**
 * The organization console, by repository path: the console entry, the sign-in and packages
 * pages with their model, words and calls, and the settings, join and onboarding folders. Nothing the embed entry imports, even
 * lazily, may be one of them.
 */
export const CONSOLE_MODULE = /^widget\/src\/(?:console\.tsx$|account\/(?:AccountPages\.tsx|PackagesPage\.tsx|packages-model\.ts|account-messages\.ts|account-api\.ts)$|(?:settings|join|onboarding)\/)/;

/** Whether the module at `path` (repository-relative, forward slashes) belongs to the console alone. */
export function isConsoleModule(path: string): boolean {
  return CONSOLE_MODULE.test(path);
}
