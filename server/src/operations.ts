// Every operation of the API, bound (decision 040), in the order the OpenAPI document lists them:
// createApp mounts them, and openapi-document.ts writes the document from them. A resource's
// operations live in its folder (`<resource>/<resource>.route.ts`); a new resource adds its list here.
import { addressRoutes } from './address/address.route';
import { analyticsRoutes } from './analytics/analytics.route';
import type { RouteDeps } from './http/route-deps';
import { authRoutes } from './me/auth.route';
import { billingRoutes } from './billing/billing.route';
import type { BoundOperation } from './http/bind-operation';
import type { ApiRoute } from './http/api-route';
import { leadRoutes } from './leads/leads.route';
import { meRoutes } from './me/me.route';
import { mediaRoutes } from './media/media.route';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi/openapi-document';
import { openApiRoutes } from './openapi/openapi.route';
import { cityRoutes } from './orgs/cities.route';
import { memberRoutes } from './orgs/members.route';
import { orgRoutes } from './orgs/orgs.route';
import { pdfRoutes } from './pdf/pdf.route';
import { placementRoutes } from './placement/placement.route';
import { mapRoutes } from './property/map.route';
import { propertyRoutes } from './property/properties.route';
import { streetDataRoutes } from './property/street-data.route';
import { streetViewRoutes } from './property/street-view.route';
import { rulesRoutes } from './rules/rules.route';
import { serviceRoutes } from './service/service.route';
import { unfurlRoutes } from './unfurl/unfurl.route';
import { visitorReportRoutes } from './visitors/report-unlocks.route';

/** The bound operations of the API. */
export const API_OPERATIONS: readonly BoundOperation<RouteDeps>[] = [
  ...serviceRoutes,
  ...openApiRoutes,
  ...authRoutes,
  ...meRoutes,
  ...billingRoutes,
  ...addressRoutes,
  ...streetDataRoutes,
  ...streetViewRoutes,
  ...mapRoutes,
  ...propertyRoutes,
  ...orgRoutes,
  ...memberRoutes,
  ...cityRoutes,
  ...leadRoutes,
  ...visitorReportRoutes,
  ...analyticsRoutes,
  ...placementRoutes,
  ...mediaRoutes,
  ...pdfRoutes,
  ...rulesRoutes,
  ...unfurlRoutes,
];

/** Every operation of the API as the OpenAPI document reads it. */
export function documentedRoutes(): ApiRoute[] {
  return API_OPERATIONS.map((bound) => bound.route);
}

let built: OpenApiDocument | undefined;

/** The document of the whole API, built on first use. */
export function openApiDocument(): OpenApiDocument {
  built ??= buildOpenApiDocument(documentedRoutes());
  return built;
}
