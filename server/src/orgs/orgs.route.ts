// An organization's public config and its own settings (spec 2 'Settings'): anyone reads the
// white-label config an embedded widget needs; members read the settings, owners change them.
import {
  ApiErrorCode,
  getOrgSettings,
  OrgAdminViewSchema,
  OrgPathParamsSchema,
  OrgPublicConfigSchema,
  orgPublicConfig,
  OrgSettingsUpdateSchema,
  updateOrgSettings,
} from '../../../core/api';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { ORG_SIGN_IN_MESSAGE } from './org-access';
import { reportAllowanceOf } from './report-allowance';
import { toAdminView, saveOrgSettings } from './org-settings';
import { honouredOrigins, localOriginProblems } from './local-origins';
import { findOrganization, findOrgPublicConfig } from './org-store';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'secret' | 'now' | 'allowLocalhostOrigins'>>();

/** The operations of an organization's config and settings. */
export const orgRoutes = [
  bind(orgPublicConfig, {
    doc: { summary: 'The white-label config a widget embedded for the organization reads', tags: ['Organizations'], answer: 'The public config.' },
    params: OrgPathParamsSchema,
    answer: OrgPublicConfigSchema,
    async handler({ params, deps, c }) {
      const found = await findOrgPublicConfig(deps.database.db, params.id);
      if (!found) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${params.id}`);
      // The origins this server honours for it: the widget posts its events to these only.
      const config = { ...found, allowed_origins: honouredOrigins(found.allowed_origins, deps.allowLocalhostOrigins ?? true) };
      // Browsers and proxies may keep it a minute.
      c.header('Cache-Control', 'public, max-age=60');
      return config;
    },
  }),
  bind(getOrgSettings, {
    doc: { summary: "The organization's settings (members and owners)", tags: ['Organizations'], answer: 'The settings; the webhook signing key for owners only.' },
    signIn: ORG_SIGN_IN_MESSAGE,
    params: OrgPathParamsSchema,
    answer: OrgAdminViewSchema,
    async handler({ member: caller, deps, c }) {
      const row = await findOrganization(deps.database.db, caller.orgId);
      if (!row) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${caller.orgId}`);
      // Owners' answers carry the webhook signing key: never from a shared cache.
      c.header('Cache-Control', 'private, no-store');
      return toAdminView(row, caller.role, deps.secret, await reportAllowanceOf(deps.database.db, row, deps.now()));
    },
  }),
  bind(updateOrgSettings, {
    doc: { summary: "Change the organization's settings (owners)", tags: ['Organizations'], answer: 'The changed settings.' },
    signIn: ORG_SIGN_IN_MESSAGE,
    params: OrgPathParamsSchema,
    body: OrgSettingsUpdateSchema,
    answer: OrgAdminViewSchema,
    async handler({ body, member: caller, deps, c }) {
      const refused = localOriginProblems(body.allowed_origins, deps.allowLocalhostOrigins ?? true, 'allowed_origins');
      if (Object.keys(refused).length > 0) throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', refused);
      const saved = await saveOrgSettings(deps.database.db, caller.orgId, body);
      if (!saved.ok && saved.reason === 'unknown_cities') {
        throw new ApiError(400, ApiErrorCode.InvalidInput, 'The request has invalid fields.', { city_ids: [`Unknown city ids: ${saved.cityIds.join(', ')}`] });
      }
      if (!saved.ok) throw new ApiError(404, ApiErrorCode.NotFound, `No organization ${caller.orgId}`);
      c.header('Cache-Control', 'private, no-store');
      return toAdminView(saved.row, caller.role, deps.secret, await reportAllowanceOf(deps.database.db, saved.row, deps.now()));
    },
  }),
];
