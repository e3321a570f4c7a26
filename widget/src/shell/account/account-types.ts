// The account API's payloads as the widget names them: core's types of `/api/auth/*`, `/api/me`
// and the quota of street data (core/api/auth.schema.ts, core/api/quota.schema.ts). Types only:
// their valibot schemas stay out of the first screen.
import type { AccountUser, AuthSession, Me, SignInBody, SignUpBody, AddressQuota, Package, StreetDataQuota } from '../../../../core/api';

export type { AccountUser };
/** A package: the free plan or the paid one. */
export type AccountPackage = Package;
/** How many addresses the user opened in the period; `limit` null means no limit. */
export type AccountQuota = AddressQuota;
/** `GET /api/me`. */
export type MeResponse = Me;
/** What sign-in, sign-up and a confirmed password reset answer. */
export type AuthResponse = AuthSession;
/** The quota part of street data: `reached` when this report is the limited one because of it. */
export type StreetQuota = StreetDataQuota;
/** `POST /api/auth/sign-up`. */
export type SignUpRequest = SignUpBody;
/** `POST /api/auth/sign-in`. */
export type SignInRequest = SignInBody;
