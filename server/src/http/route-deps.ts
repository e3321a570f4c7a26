// What every route gets (`RouteDeps`): the app's dependencies and the services built from them once
// (`buildRouteDeps` in app.ts). It lives below the features so a route names what it needs
// (`Pick<RouteDeps, 'database' | 'now'>`) without importing app.ts, which imports the routes.
// The fields typed by a feature's own module are declared by that module, which merges them into
// this interface (`declare module '../http/route-deps'`, decision 064); app.ts must provide all.
import type { OrgRole, OrgRoles } from '../../../core/api';
import type { Accounts } from '../auth/accounts';
import type { Viewer } from '../auth/current-user';
import type { Authenticator } from '../auth/current-user';
import type { Database, Db } from '../db/database';
import type { Logger } from '../log/logger';
import type { ClientLimit, LimitedRoute } from './client-limits';
import type { Metrics } from './metrics';

/** The dependencies and services of the routes; see AppDeps in app.ts for what each option means. */
export interface RouteDeps {
  database: Database;
  /** Signs address parts; at least 32 characters. */
  secret: string;
  distDir?: string;
  demoHostDir?: string;
  tileUrl?: string;
  satelliteTileUrl?: string;
  basemapPmtiles?: string;
  schedulingUrl?: string;
  dataDir?: string;
  devTokens?: boolean;
  allowLocalhostOrigins?: boolean;
  trustProxy?: boolean;
  clientLimits?: Partial<Record<LimitedRoute, ClientLimit>>;
  metrics?: Metrics;
  metricsToken?: string;
  checkAnswers?: boolean;
  accounts: Accounts;
  /** Turns bearer tokens into users (server/src/auth/current-user.ts). */
  auth: Authenticator;
  /** The current time: the system clock, or the one tests fix. */
  now: () => Date;
  /** The origin of links in e-mails, read when a link is made. */
  publicUrl: () => string;
  logger: Logger;
  /** Whether an origin is one an organization (or, unnamed, any organization) embeds the widget on; cached (server/src/orgs/embed-origins.ts). */
  isEmbedOrigin: (origin: string, organizationId?: string) => Promise<boolean>;
  /**
   * `viewer` as a member of organization `orgId` holding one of `roles`, or the 403 (orgs/org-access.ts):
   * what the binder checks an operation's `roles` with, given here so http stays below the features.
   */
  orgRoles: (db: Db, viewer: Viewer, orgId: string, roles: OrgRoles) => Promise<OrgCaller>;
}

/** A signed-in member of the organization in the path. */
export interface OrgCaller {
  userId: string;
  orgId: string;
  role: OrgRole;
}
