// A CRM's webhook on this machine for end-to-end tests of lead delivery, and an organization
// (owned by a new account) whose leads are posted to it. The receiver counts deliveries by their
// `X-Lotline-Delivery` id (the lead's id), so a test can tell a lead delivered twice.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { AccountUser } from '../../../core/api/auth.schema';
import type { OrgAdminView } from '../../../core/api/org-admin.schema';
import { signUpThroughApi } from './onboarding';

/** A running webhook receiver. */
export interface LeadWebhook {
  readonly url: string;
  /** How many times each lead id was posted. */
  readonly counts: Map<string, number>;
  close(): Promise<void>;
}

/** Starts a receiver on 127.0.0.1 that answers 204 to every post and counts it. */
export async function startLeadWebhook(): Promise<LeadWebhook> {
  const counts = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['x-lotline-delivery'] ?? '');
      counts.set(id, (counts.get(id) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An organization and its owner's session token. */
export interface WebhookOrganization {
  orgId: string;
  ownerToken: string;
}

async function call<T>(serverUrl: string, method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${serverUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Signs `company`'s owner up on `serverUrl`, onboards them with the company and sets its CRM webhook to `webhookUrl`. */
export async function createWebhookOrganization(serverUrl: string, company: string, webhookUrl: string): Promise<WebhookOrganization> {
  const slug = company.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const owner = { email: `owner@${slug}.example`, password: 'a long enough password', first_name: 'Owen', last_name: 'Owner' };
  const { token } = await signUpThroughApi(serverUrl, owner);
  const onboarded = await call<{ user: AccountUser }>(serverUrl, 'POST', '/api/me/onboarding', token, {
    onboarded: true,
    user: { first_name: owner.first_name, last_name: owner.last_name, email: owner.email, role: 'Builder' },
    organization: { name: company, email: owner.email, land_url: `https://${slug}.example`, settings: { address: '', phoneNumber: null, projects: ['backyard_cottage'], upgrade: ['leads'] } },
    city_ids: [],
  });
  expect(onboarded.status).toBe(200);
  const orgId = onboarded.body.user.organization_id!;
  const settings = await call<OrgAdminView>(serverUrl, 'GET', `/api/orgs/${orgId}/settings`, token);
  const saved = await call<OrgAdminView>(serverUrl, 'PUT', `/api/orgs/${orgId}/settings`, token, {
    name: settings.body.name,
    email: settings.body.email,
    land_url: settings.body.land_url,
    settings: { ...settings.body.settings, crm_webhook_url: webhookUrl },
    features: settings.body.features,
    city_ids: settings.body.city_ids,
    allowed_origins: settings.body.allowed_origins,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { orgId, ownerToken: token };
}

/** A valid lead submission (the embed's fields) from `name` at `email`. */
export function leadSubmission(name: string, email: string) {
  return {
    email,
    name,
    property_address: '12 Maple Street, Maple Hollow, MA 01999',
    addr_state: 'MA',
    addr_city: 'Maple Hollow',
    addr_zip: '01999',
    addr_num: '12',
    addr_street: 'Maple Street',
    lat: '42.1',
    lng: '-71.2',
    signature: '',
    phone: '+1 (555) 010-2030',
    considering: 'Backyard cottage or addition ($150k to $500k)',
    starting_timeline: 'interested',
    is_owner: 'yes',
    lives_there: 'no',
    steps_taken: 'Had the lot surveyed',
    water_supply: 'municipality',
    sewer_system: 'septic',
  };
}
