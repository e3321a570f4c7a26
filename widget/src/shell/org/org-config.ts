// The organization's public config (`GET /api/orgs/:id/public-config`): one request per API and
// organization, shared by everything on the page that needs it (the theme, the report's call to
// action, the feature flags, the host bridge's allowed origins). What arrives is read field by
// field, so one unexpected value costs that value and not the whole white-label look.
import { DEFAULT_VISITOR_REPORT, operationPath, orgPublicConfig, VISITOR_REPORTS, type MapStyle, type OrgPublicConfig, type VisitorReport } from '../../../../core/api';
import { createApiClient, send } from '../../api/client';

// Types only from core/api/org.schema (and the path from its descriptor): its valibot schemas would otherwise join the first screen.
// A record of every map style, so the compiler says when core's list (MAP_STYLES) changes.
const MAP_STYLE_NAMES: Record<MapStyle, true> = { streets: true, satellite: true, light: true };
const DEFAULT_MAP_STYLE: MapStyle = 'streets';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const colourOrNull = (value: unknown): string | null => (typeof value === 'string' && HEX_COLOUR.test(value) ? value.toLowerCase() : null);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The URL when it is absolute and uses one of `schemes` (`https:`, `http:`), else null. */
export function urlOrNull(value: unknown, schemes: readonly string[]): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return schemes.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The public config URL of organization `org` on the API at `apiBase`. */
export function orgConfigUrl(apiBase: string, org: string): string {
  return `${apiBase.replace(/\/+$/, '')}${operationPath(orgPublicConfig, { id: org })}`;
}

/**
 * A public config as it came over the network, with every field checked: colours must be hex,
 * the logo an https URL, the external contact form an http(s) URL, flags booleans. A bad field
 * falls back to what an organization that never set it would have; a body without an id is null.
 */
export function readOrgConfig(body: unknown): OrgPublicConfig | null {
  if (!isRecord(body) || typeof body.id !== 'string' || body.id === '') return null;
  const colors = isRecord(body.colors) ? body.colors : {};
  const gallery = isRecord(body.gallery) ? body.gallery : {};
  const features = isRecord(body.features) ? body.features : {};
  const mapStyle = typeof body.map_style === 'string' && Object.hasOwn(MAP_STYLE_NAMES, body.map_style) ? (body.map_style as MapStyle) : DEFAULT_MAP_STYLE;
  const builtInForm = typeof body.use_built_in_contact_form === 'boolean' ? body.use_built_in_contact_form : true;
  return {
    id: body.id,
    name: typeof body.name === 'string' ? body.name : '',
    logo_url: urlOrNull(body.logo_url, ['https:']),
    main_cta: textOrNull(body.main_cta),
    main_cta_mobile_title: textOrNull(body.main_cta_mobile_title),
    colors: { primary: colourOrNull(colors.primary), secondary: colourOrNull(colors.secondary), text: colourOrNull(colors.text) },
    map_style: mapStyle,
    features: Object.fromEntries(Object.entries(features).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean')),
    city_ids: Array.isArray(body.city_ids) ? body.city_ids.filter((id): id is number => Number.isSafeInteger(id)) : [],
    allowed_origins: strings(body.allowed_origins),
    use_built_in_contact_form: builtInForm,
    external_contact_form_url: builtInForm ? null : urlOrNull(body.external_contact_form_url, ['https:', 'http:']),
    gallery: { int: strings(gallery.int), ext: strings(gallery.ext) },
    visitor_report: typeof body.visitor_report === 'string' && (VISITOR_REPORTS as readonly string[]).includes(body.visitor_report) ? (body.visitor_report as VisitorReport) : DEFAULT_VISITOR_REPORT,
  };
}

const loads = new Map<string, Promise<OrgPublicConfig>>();

/**
 * The public config of organization `org` on the API at `apiBase`, asked once however many
 * callers want it. A failed load rejects with the reason as `cause` and is forgotten, so the
 * next call asks again.
 */
export function loadOrgConfig(apiBase: string, org: string): Promise<OrgPublicConfig> {
  const url = orgConfigUrl(apiBase, org);
  let load = loads.get(url);
  if (!load) {
    // Asked alike for every visitor: no token, no grant.
    load = send(createApiClient(apiBase), orgPublicConfig, { params: { id: org } }, { anonymous: true })
      .then((body) => {
        const config = readOrgConfig(body);
        if (!config) throw new Error('the answer is not an organization config');
        return config;
      })
      .catch((error: unknown) => {
        loads.delete(url);
        throw new Error(`The config of organization ${org} did not load`, { cause: error });
      });
    loads.set(url, load);
  }
  return load;
}
