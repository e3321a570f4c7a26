// The operations of an organization (spec 2 'Settings', decision 016): the public white-label
// config an embedded widget reads, and the settings its members read and its owners change.
import { defineOperation, schemaTypes } from './operation';
import type { OrgAdminViewSchema, OrgSettingsUpdateSchema } from './org-admin.schema';
import type { OrgPathParamsSchema, OrgPublicConfigSchema } from './org.schema';

/** `GET /api/orgs/{id}/public-config`: the white-label config, feature flags resolved. */
export const orgPublicConfig = defineOperation({
  id: 'orgPublicConfig',
  method: 'get',
  path: '/api/orgs/{id}/public-config',
  auth: 'none',
  status: 200,
  errors: [404],
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; answer: typeof OrgPublicConfigSchema }>(),
});

/** `GET /api/orgs/{id}/settings`: the settings (members and owners; the webhook key for owners). */
export const getOrgSettings = defineOperation({
  id: 'getOrgSettings',
  method: 'get',
  path: '/api/orgs/{id}/settings',
  auth: 'bearer',
  admin: true,
  status: 200,
  errors: [403, 404],
  roles: ['member', 'owner'],
  orgParam: 'id',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; answer: typeof OrgAdminViewSchema }>(),
});

/** `PUT /api/orgs/{id}/settings`: changes the settings (owners). */
export const updateOrgSettings = defineOperation({
  id: 'updateOrgSettings',
  method: 'put',
  path: '/api/orgs/{id}/settings',
  auth: 'bearer',
  admin: true,
  status: 200,
  errors: [403, 404],
  roles: ['owner'],
  orgParam: 'id',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; body: typeof OrgSettingsUpdateSchema; answer: typeof OrgAdminViewSchema }>(),
});
