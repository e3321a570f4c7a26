// Street data: the property report for a signed address. Visitors get the limited report; a
// signed-in user gets the full report for a property in their list or while their address quota
// lasts (spec 1: Free users have a limited number of addresses), else the limited one with the
// quota saying it was reached. The binder admits the property (quota/admission.ts); the report
// service assembles the report and decides what of it leaves (report-service.ts).
import { ApiErrorCode, getStreetData, streetViewPath, StreetDataQuerySchema, StreetDataSchema } from '../../../core/api';
import { isAddressSignatureValid } from '../address/signature';
import { embedOrganizationOf } from '../auth/current-user';
import type { RouteDeps } from '../http/route-deps';
import { ApiError } from '../http/api-error';
import { operationBinder } from '../http/bind-operation';
import { findAddressByParts } from '../address/address-store';
import { loadStreetData, reportAsSeen } from './report-service';

const bind = operationBinder<Pick<RouteDeps, 'auth' | 'database' | 'secret' | 'streetView' | 'now'>>();

/** The operation of street data. */
export const streetDataRoutes = [
  bind(getStreetData, {
    doc: {
      summary: 'The property report of a signed address',
      description:
        '`params` is the URL-encoded JSON of StreetDataParams. Visitors get the limited report; a signed-in user the full report while their address quota lasts. A signature that does not match is a 403 `bad_signature`.',
      tags: ['Properties'],
      answer: 'The report.',
    },
    query: StreetDataQuerySchema,
    answer: StreetDataSchema,
    async opens({ query, viewer, deps }) {
      const { params } = query;
      if (!isAddressSignatureValid(deps.secret, params, params.signature)) {
        throw new ApiError(403, ApiErrorCode.BadSignature, 'The address signature does not match; pick the address from the search again.');
      }
      const address = await findAddressByParts(deps.database.db, params);
      // The embed's organization prices the report: its widget token's, else the `?org=` it adds.
      const data = address && (await loadStreetData(deps.database.db, address, deps.now(), viewer, embedOrganizationOf(viewer) ?? query.org ?? null));
      if (!data) throw new ApiError(404, ApiErrorCode.AddressNotFound, 'Address is not supported');
      // The list keeps the address as opened, so the sidebar history can open its report again.
      return { subject: data, propertyId: data.attributes.property_id, seen: { label: data.attributes.address.label, params } };
    },
    handler({ opened: data, admission, deps }) {
      const answer = { ...data, street_view_url: deps.streetView ? streetViewPath(data.attributes.address.lat, data.attributes.address.lng) : null };
      // The locked values of a limited report never leave the server: a visitor's, or one past the quota.
      return reportAsSeen(answer, admission);
    },
  }),
];
