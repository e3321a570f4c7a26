// A builder's whole way through Lotline, over real HTTP and in Chromium: Olivia signs up on the
// sign-in page and is onboarded with her company; on the Free package the fourth address she
// opens is limited and the limit modal says so; the operator upgrades her with
// `npm run admin -- set-package … pro` and the same address opens in full. She invites Sam, who
// opens the link, signs in and joins. Her site (another origin) embeds the widget for her
// organization; a visitor opens a report there, asks through the call to action, and the lead is
// in Olivia's list and arrives, signed, at her CRM's webhook.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '../../core/api/analytics.schema';
import type { AccountUser, Me } from '../../core/api/auth.schema';
import type { LeadList } from '../../core/api/leads.schema';
import type { InviteCreated, MembersList } from '../../core/api/members.schema';
import type { OrgAdminView } from '../../core/api/org-admin.schema';
import type { StreetData } from '../../core/api/street-data.schema';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { distinctMapleLots, type DemoLot } from './support/demo-lots';
import { signUpThroughApi } from './support/onboarding';
import { startServer, type RunningServer } from './support/server';

const OLIVIA = { email: 'olivia@journey-builders.example', password: 'cottages all the way', first_name: 'Olivia', last_name: 'Owner' };
const SAM = { email: 'sam@journey-builders.example', password: 'framing and roofing', first_name: 'Sam', last_name: 'Member' };
const COMPANY = 'Journey Builders';
const CTA = 'Ask Journey Builders';

interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let server: RunningServer;
let browser: Browser;
let webhook: Server;
let webhookUrl: string;
/** The builder's own site: a page on another origin than Lotline's that embeds it with one script tag. */
let site: Server;
let SITE: string;
const deliveries: Delivery[] = [];
let lots: DemoLot[];
let oliviaToken: string;
let orgId: string;

beforeAll(async () => {
  webhook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/lotline-leads`;
  site = createServer((request, response) => {
    // The site has its page and no icon.
    if (request.url !== '/') return void response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${COMPANY}</title></head><body><main><h1>${COMPANY}</h1><div id="lotline"></div></main><script src="${server.url}/static/lotline-sdk.js" data-org="${orgId}" data-target="#lotline"></script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  SITE = `http://localhost:${(site.address() as AddressInfo).port}`;
  // The CRM runs on this machine: its host is allowed for webhooks, as an operator would allow it.
  [server, browser] = await Promise.all([startServer({ LOTLINE_WEBHOOK_ALLOW_HOSTS: '127.0.0.1:*' }), launchChromium()]);
  lots = await distinctMapleLots(server.url, 4);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => webhook?.close(resolve));
  await new Promise((resolve) => site?.close(resolve));
});

async function api<T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Types a lot's address into the search of `scope`, picks it and waits for its overview. */
async function pickAddress(scope: Page | Locator, lot: DemoLot): Promise<void> {
  const input = scope.getByRole('combobox', { name: 'Address' });
  await input.waitFor({ timeout: 20_000 });
  await input.fill(lot.suggestion.split(',')[0]!);
  await scope.getByRole('option', { name: lot.suggestion, exact: true }).click();
  await scope.getByRole('heading', { name: 'Overview', level: 3 }).waitFor({ timeout: 20_000 });
}

const streetData = (lot: DemoLot, token: string) => api<StreetData>('GET', `/api/street-data?params=${encodeURIComponent(JSON.stringify(lot.details))}`, token);

describe('a builder on Lotline', () => {
  it('signs up, is limited after three addresses on Free, and opens them all once upgraded', async () => {
    // Sign-up on the sign-in page, opened directly: the token is kept for the vendor's own site.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/sign-in?mode=sign-up`);
    await page.getByRole('heading', { name: 'Create your free account', level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByRole('textbox', { name: 'First name' }).fill(OLIVIA.first_name);
    await page.getByRole('textbox', { name: 'Last name' }).fill(OLIVIA.last_name);
    await page.getByRole('textbox', { name: 'Email' }).fill(OLIVIA.email);
    await page.getByLabel('New password', { exact: true }).fill(OLIVIA.password);
    const signedUp = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/sign-up');
    await page.getByRole('button', { name: 'Create account' }).click();
    const answer = await signedUp;
    expect(answer.status()).toBe(201);
    oliviaToken = ((await answer.json()) as { token: string }).token;

    // Onboarded with her company (the dialog's own steps are tested in onboarding.e2e.ts): she owns it.
    const onboarded = await api<{ user: AccountUser }>('POST', '/api/me/onboarding', oliviaToken, {
      onboarded: true,
      user: { first_name: OLIVIA.first_name, last_name: OLIVIA.last_name, email: OLIVIA.email, role: 'Builder' },
      organization: { name: COMPANY, email: 'office@journey-builders.example', land_url: 'https://journey-builders.example', settings: { address: '', phoneNumber: null, projects: ['backyard_cottage'], upgrade: ['leads'] } },
      city_ids: [],
    });
    expect(onboarded.status).toBe(200);
    expect(onboarded.body.user).toMatchObject({ onboarded: true, role: 'Builder', organization_id: 'journey-builders', organization_role: 'owner', package: 'free' });
    orgId = onboarded.body.user.organization_id!;

    // Three addresses on the hosted page are the Free package's three; the fourth is limited.
    await page.goto(`${server.url}/`);
    for (const [index, lot] of lots.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Look up another address' }).click();
      await pickAddress(page, lot);
      if (index === 2) {
        const limit = page.getByRole('dialog', { name: 'Unlock more searches' });
        await limit.waitFor({ timeout: 10_000 });
        await limit.getByRole('button', { name: 'Not now' }).click();
        await limit.waitFor({ state: 'detached' });
      }
    }
    const limit = page.getByRole('dialog', { name: 'Unlock more searches' });
    await limit.waitFor({ timeout: 10_000 });
    expect(await limit.locator('.modal__body').textContent()).toBe("You've saved the maximum number of addresses under your free plan.");
    const me = await api<Me>('GET', '/api/me', oliviaToken);
    expect(me.body.quota).toEqual({ used: 3, limit: 3, period: 'total' });
    expect((await streetData(lots[3]!, oliviaToken)).body.limited_report).toBe(true);
    expect((await streetData(lots[0]!, oliviaToken)).body.limited_report).toBe(false);
    expect(errors).toEqual([]);
    await context.close();

    // The operator upgrades her; the fourth address opens in full and counts in this month's 80.
    const upgraded = await server.admin(['set-package', OLIVIA.email, 'pro']);
    expect(upgraded.code, upgraded.out).toBe(0);
    const fourth = await streetData(lots[3]!, oliviaToken);
    expect(fourth.body.limited_report).toBe(false);
    expect((await api<Me>('GET', '/api/me', oliviaToken)).body).toMatchObject({ user: { package: 'pro' }, quota: { used: 4, limit: 80, period: 'month' } });
  });

  it('invites Sam, who opens the link, signs in and joins as a member', async () => {
    const invited = await api<InviteCreated>('POST', `/api/orgs/${orgId}/invites`, oliviaToken, { email: SAM.email });
    expect(invited.status).toBe(201);
    expect(invited.body.invite).toMatchObject({ email: SAM.email, organization_role: 'member', organization_id: orgId });
    const sam = await signUpThroughApi(server.url, SAM);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await signInWidgets(page, sam.token);
    // The link's path and token on this server (the server was restarted on another port by the upgrade).
    const link = new URL(invited.body.invite_url);
    await page.goto(`${server.url}${link.pathname}${link.search}`);
    await page.getByRole('heading', { name: `Join ${COMPANY}`, level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: `Join ${COMPANY}` }).click();
    await page.getByText(`You joined ${COMPANY} as Member.`).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await page.close();

    const members = await api<MembersList>('GET', `/api/orgs/${orgId}/members`, sam.token);
    expect(members.status).toBe(200);
    expect(members.body.my_role).toBe('member');
    expect(members.body.members.map((member) => [member.onboarding_data.email, member.organization_role])).toEqual([
      [OLIVIA.email, 'owner'],
      [SAM.email, 'member'],
    ]);
    expect(members.body.invites).toEqual([]);
    // A member reads the list, and cannot read the leads.
    expect((await api('GET', `/api/orgs/${orgId}/leads`, sam.token)).status).toBe(403);
  });

  it('takes a lead on the builder’s own site into her list and to her CRM’s webhook', async () => {
    const settings = await api<OrgAdminView>('GET', `/api/orgs/${orgId}/settings`, oliviaToken);
    const saved = await api<OrgAdminView>('PUT', `/api/orgs/${orgId}/settings`, oliviaToken, {
      name: settings.body.name,
      email: settings.body.email,
      land_url: settings.body.land_url,
      settings: { ...settings.body.settings, main_cta: CTA, crm_webhook_url: webhookUrl },
      features: { ...settings.body.features, lead_form: true },
      city_ids: settings.body.city_ids,
      allowed_origins: [SITE],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.allowed_origins).toEqual([SITE]);
    const signingKey = saved.body.webhook_signing_key!;

    // Her site embeds the widget with the one script tag.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${SITE}/`);
    const widget = page.locator('lotline-widget');
    await pickAddress(widget, lots[0]!);
    // The visitor looks at the backyard cottage first (an analytics event of her organization).
    await widget.locator('.build-row[data-page="backyard-cottage"]').getByRole('button', { name: 'View Details' }).click();
    await widget.getByRole('heading', { name: 'Backyard Cottage', level: 3 }).waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: CTA }).click();
    const dialog = page.getByRole('dialog', { name: CTA });
    await dialog.waitFor({ timeout: 10_000 });
    const next = dialog.getByRole('button', { name: 'Next' });
    await dialog.getByRole('textbox', { name: 'What is your name?' }).fill('Vera Visitor');
    await next.click();
    await dialog.getByRole('textbox', { name: 'What is your email?' }).fill('vera@example.com');
    await next.click();
    await dialog.getByRole('checkbox', { name: 'Backyard cottage or addition ($150k to $500k)' }).check();
    await next.click();
    await next.click(); // when: the default, early
    await next.click(); // the report's address, prefilled
    await next.click(); // owner and lives there: yes, yes
    await dialog.getByRole('checkbox', { name: 'Had the lot surveyed' }).check();
    await next.click();
    await next.click(); // city water and sewer
    await dialog.getByRole('progressbar', { name: 'Step 9 of 9' }).waitFor();
    await dialog.getByRole('textbox', { name: 'What is your phone number?' }).fill('6175550142');
    const posted = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/orgs/${orgId}/leads`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const accepted = await posted;
    expect(accepted.status()).toBe(201);
    const { id } = (await accepted.json()) as { id: string };
    await dialog.getByRole('button', { name: 'Ok, Great!' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();

    // In her list, from her site, and delivered to the webhook (the worker polls every few seconds).
    await expect
      .poll(async () => (await api<LeadList>('GET', `/api/orgs/${orgId}/leads`, oliviaToken)).body.leads.map((lead) => [lead.id, lead.delivery.status]), { timeout: 30_000, interval: 500 })
      .toEqual([[id, 'delivered']]);
    const [lead] = (await api<LeadList>('GET', `/api/orgs/${orgId}/leads`, oliviaToken)).body.leads;
    expect(lead).toMatchObject({ kind: 'lead', name: 'Vera Visitor', email: 'vera@example.com' });
    expect(lead!.fields).toMatchObject({
      property_address: lots[0]!.label,
      phone: '+1 (617) 555-0142',
      considering: 'Backyard cottage or addition ($150k to $500k)',
      starting_timeline: 'early',
      steps_taken: 'Had the lot surveyed',
    });
    expect(deliveries).toHaveLength(1);
    const delivery = deliveries[0]!;
    expect(delivery.headers['x-lotline-event']).toBe('lead.created');
    expect(delivery.headers['x-lotline-delivery']).toBe(id);
    expect(delivery.headers['x-lotline-signature']).toBe(`sha256=${createHmac('sha256', signingKey).update(delivery.body).digest('hex')}`);
    expect(JSON.parse(delivery.body)).toMatchObject({ id, kind: 'lead', organization_id: orgId, fields: { name: 'Vera Visitor', email: 'vera@example.com', phone: '+1 (617) 555-0142' } });

    // Her analytics: the visitor's view-details click on her site, and nothing of other organizations.
    const events = await api<AnalyticsSummary>('GET', `/api/orgs/${orgId}/events?days=7`, oliviaToken);
    expect(events.status).toBe(200);
    expect(events.body.counts).toMatchObject({ view_details: 1, sign_up: 0, log_in: 0 });
    expect(events.body.events.map((event) => [event.name, event.properties['label'], event.properties['adu_type']])).toEqual([['view_details', 'backyard-cottage', 'detached']]);

    const csv = await fetch(`${server.url}/api/orgs/${orgId}/leads.csv`, { headers: { authorization: `Bearer ${oliviaToken}` } });
    const [header, row] = (await csv.text()).trim().split('\r\n');
    expect(header!.split(',').slice(0, 5)).toEqual(['id', 'kind', 'created_at', 'name', 'email']);
    expect(row!.startsWith(`${id},lead,`)).toBe(true);
  });
});
