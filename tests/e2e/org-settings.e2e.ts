// Organization settings end to end: an owner (signed up and onboarded with a company through the
// API) edits the call to action and a colour on /settings, is told 'Logo should be valid URL'
// for a bad logo, picks a county in the service-area selector (a virtualised tree, the dropdown
// by keyboard, 'No options found'), saves, and the public config and the stored city ids show
// it. The owner invites a second user, who opens the invite link, signs in in the popup and
// joins; the owner then sees them in the member list, and the member sees neither the invite form
// nor the organization's Save, but changes and saves their own last name. axe finds no serious violations on the settings page's tabs; the leads tab lists a
// visitor's help request and downloads the CSV with the owner's token.
import { mkdir, readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { City } from '../../core/api/cities.schema';
import type { MembersList } from '../../core/api/members.schema';
import type { OrgAdminView } from '../../core/api/org-admin.schema';
import type { OrgPublicConfig } from '../../core/api/org.schema';
import { seriousViolations } from './support/axe';
import { collectPageErrors, launchChromium, signInWidgets } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const screenshots = new URL('../../.ci-out/screenshots/', import.meta.url).pathname;
const PASSWORD = 'analytical engine 1843';
const OWNER = { email: 'ada.owner@example.com', first_name: 'Ada', last_name: 'Lovelace' };
const MEMBER = { email: 'grace.member@example.com', first_name: 'Grace', last_name: 'Hopper' };
const COMPANY = 'Cape Cottages';

let server: RunningServer;
let browser: Browser;
let ownerToken: string;
let orgId: string;

/** Signs a user up through the API and answers their token. */
async function signUp(user: typeof OWNER): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, password: PASSWORD }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** A JSON call of the API with a bearer token. */
async function api<T>(path: string, token?: string): Promise<T> {
  const response = await fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  await mkdir(screenshots, { recursive: true });
  ownerToken = await signUp(OWNER);
  // Onboarding with a company makes the user the owner of a new organization (decision 016).
  const onboarded = await fetch(`${server.url}/api/me/onboarding`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
    body: JSON.stringify({
      onboarded: true,
      user: { first_name: OWNER.first_name, last_name: OWNER.last_name, email: OWNER.email, role: 'Builder' },
      organization: { name: COMPANY, email: 'hello@capecottages.example', land_url: '', settings: { address: '', phoneNumber: '', projects: ['backyard_cottage'], upgrade: [] } },
      city_ids: [],
    }),
  });
  expect(onboarded.status, await onboarded.clone().text()).toBe(200);
  const { user } = (await onboarded.json()) as { user: { organization_id: string; organization_role: string } };
  expect(user.organization_role).toBe('owner');
  orgId = user.organization_id;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openSettings(token: string, hash = '', options: { bypassCSP?: boolean } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await signInWidgets(page, token);
  await page.goto(`${server.url}/settings${hash}`);
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 15_000 });
  return { context, page, errors };
}

/** How many rows of the service-area tree are rendered (a virtualised tree renders only some). */
const renderedTreeItems = (page: Page) => page.getByRole('tree').getByRole('treeitem').count();

describe('organization settings', () => {
  it('lets an owner edit the call to action, a colour and the service area, with the spec’s messages', async () => {
    const { context, page, errors } = await openSettings(ownerToken);
    expect(await page.title()).toBe('Lotline · Settings');
    const cta = page.getByLabel('Main call to action', { exact: true });
    await cta.waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Company name').inputValue()).toBe(COMPANY);
    expect(await page.getByLabel('Role', { exact: true }).inputValue()).toBe('Builder');

    // The embed code: the one tag with this server's SDK and the organization's id, copied by keyboard.
    const snippet = `<script src="${server.url}/static/lotline-sdk.js" data-org="${orgId}" async></script>`;
    expect(await page.getByLabel('Embed code', { exact: true }).inputValue()).toBe(snippet);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.getByRole('button', { name: 'Copy the code' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(snippet);
    await page.locator('.toast', { hasText: 'Copied to clipboard' }).waitFor();
    await page.getByRole('button', { name: 'Copy the code' }).waitFor({ timeout: 5_000 });

    // No colour saved yet: each swatch shows the widget's default, which the field names.
    const primaryPicker = page.getByLabel('Primary colour: colour picker');
    expect(await primaryPicker.inputValue()).toBe('#1f6feb');
    expect(await page.getByLabel('Text colour: colour picker').inputValue()).toBe('#1f2328');
    expect(await page.getByLabel('Primary colour', { exact: true }).getAttribute('placeholder')).toBe('#1f6feb');
    await page.getByText('Not set: the widget uses its default colour, #1f6feb.').first().waitFor();
    await cta.fill('Book a site visit');
    await page.getByLabel('Primary colour', { exact: true }).fill('#0A7F5C');
    expect(await primaryPicker.inputValue()).toBe('#0a7f5c');

    // A bad logo URL: the message sits under the field, which says it is invalid.
    const logo = page.getByLabel('Logo URL');
    await logo.fill('not a url');
    await page.getByText('Logo should be valid URL', { exact: true }).waitFor();
    expect(await logo.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await logo.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()).toBe('Logo should be valid URL');
    await logo.fill('');
    await page.getByText('Logo should be valid URL', { exact: true }).waitFor({ state: 'detached' });

    // The website gets https:// once the field is left (spec 5).
    const website = page.getByLabel('Website');
    await website.fill('capecottages.example');
    await website.blur();
    expect(await website.inputValue()).toBe('https://capecottages.example');

    // The dropdown: nothing matches, then Boston picked and unpicked by keyboard.
    const search = page.getByRole('combobox', { name: 'Search cities and counties' });
    await search.fill('zzzz');
    await page.getByText('No options found', { exact: true }).waitFor();
    await page.getByText('No results found', { exact: true }).waitFor();
    await search.fill('Bosto');
    const boston = page.getByRole('option', { name: /^Boston/ });
    await boston.waitFor();
    await search.press('ArrowDown');
    expect(await search.getAttribute('aria-activedescendant')).toBe(await boston.getAttribute('id'));
    await search.press('Enter');
    await page.getByText('1 city selected', { exact: true }).waitFor();
    expect(await boston.getAttribute('aria-selected')).toBe('true');
    await search.press('Escape');
    expect(await page.getByRole('listbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByText('0 cities selected', { exact: true }).waitFor();

    // A whole county from the tree: Middlesex's 54 cities and towns, more rows than are rendered.
    const middlesexCities = (await api<{ cities: City[] }>('/api/cities?state=MA')).cities.filter((city) => city.county === 'Middlesex');
    expect(middlesexCities).toHaveLength(54);
    await search.fill('Middlesex');
    await search.press('Escape');
    const county = page.getByRole('treeitem', { name: /^Middlesex/ });
    await county.waitFor();
    expect(await county.getAttribute('aria-checked')).toBe('false');
    expect(await renderedTreeItems(page)).toBeLessThan(2 + 54);
    await county.click();
    await page.getByText('54 cities selected', { exact: true }).waitFor();
    expect(await county.getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('treeitem', { name: /^MA/ }).textContent()).toContain('54/351');
    await search.fill('');
    await page.screenshot({ path: `${screenshots}org-settings-owner.png`, fullPage: true });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.toast', { hasText: 'Your settings were saved.' }).waitFor({ timeout: 15_000 });
    // The server's own form of what was typed comes back: the colour in lower case.
    expect(await page.getByLabel('Primary colour', { exact: true }).inputValue()).toBe('#0a7f5c');
    // Opened again, the swatch shows the saved colour.
    await page.reload();
    await page.getByLabel('Primary colour: colour picker').waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Primary colour: colour picker').inputValue()).toBe('#0a7f5c');
    await page.screenshot({ path: `${screenshots}org-settings-embed-1280.png` });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'Copy the code' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screenshots}org-settings-embed-375.png` });

    const config = await api<OrgPublicConfig>(`/api/orgs/${orgId}/public-config`);
    expect(config.main_cta).toBe('Book a site visit');
    expect(config.colors.primary).toBe('#0a7f5c');
    expect(config.city_ids).toHaveLength(middlesexCities.length);
    const stored = await api<OrgAdminView>(`/api/orgs/${orgId}/settings`, ownerToken);
    expect([...stored.city_ids].sort((a, b) => a - b)).toEqual(middlesexCities.map((city) => city.city_id).sort((a, b) => a - b));
    expect(stored.land_url).toBe('https://capecottages.example');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('invites a second user, who joins through the link; the owner lists them and the member sees the list only', async () => {
    await signUp(MEMBER);
    const { context, page, errors } = await openSettings(ownerToken, '#members');
    const form = page.getByRole('region', { name: 'Invite a member' });
    await form.waitFor({ timeout: 15_000 });
    const send = form.getByRole('button', { name: 'Send invite' });
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Email').fill(MEMBER.email);
    expect(await form.getByLabel('Role').inputValue()).toBe('member');
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await page.locator('.toast', { hasText: `Invite sent to ${MEMBER.email}.` }).waitFor({ timeout: 15_000 });
    // Spec 4: pending locally, and the form reset.
    expect(await form.getByLabel('Email').inputValue()).toBe('');
    await page.locator('.members__invite', { hasText: MEMBER.email }).waitFor();
    const inviteUrl = await page.getByLabel(`Invite link for ${MEMBER.email}`).inputValue();
    expect(new URL(inviteUrl).pathname).toBe('/join');

    // The invited user opens the link, signs in in the popup and joins.
    const memberContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    const memberPage = await memberContext.newPage();
    const memberErrors = collectPageErrors(memberPage);
    await memberPage.goto(inviteUrl);
    await memberPage.getByRole('heading', { name: `Join ${COMPANY}`, level: 1 }).waitFor({ timeout: 15_000 });
    expect(await memberPage.locator('.join-page__facts').textContent()).toBe(`Organization${COMPANY}Invited email${MEMBER.email}RoleMember`);
    const [popup] = await Promise.all([memberContext.waitForEvent('page'), memberPage.getByRole('button', { name: 'Sign in', exact: true }).click()]);
    await popup.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor({ timeout: 15_000 });
    await popup.getByLabel('Email').fill(MEMBER.email);
    await popup.getByLabel('Password').fill(PASSWORD);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Sign in', exact: true }).click();
    await closed;
    await memberPage.getByText(`You are signed in as ${MEMBER.email}.`).waitFor({ timeout: 15_000 });
    await memberPage.getByRole('button', { name: `Join ${COMPANY}` }).click();
    await memberPage.getByText(`You joined ${COMPANY} as Member.`).waitFor({ timeout: 15_000 });
    await memberPage.screenshot({ path: `${screenshots}org-settings-joined.png` });

    // The owner's list: the member with their role, which the owner may change; the owner's own is fixed.
    await page.reload();
    const memberRow = page.locator('tr', { hasText: MEMBER.email });
    await memberRow.waitFor({ timeout: 15_000 });
    expect(await memberRow.locator('td').nth(0).textContent()).toBe('Grace Hopper');
    expect(await memberRow.getByRole('combobox', { name: 'Role of Grace Hopper' }).inputValue()).toBe('member');
    const ownerRow = page.locator('tr', { hasText: OWNER.email });
    expect(await ownerRow.getByRole('combobox').count()).toBe(0);
    expect(await ownerRow.locator('td').nth(2).textContent()).toBe('Owner');
    expect(await page.locator('.members__invite', { hasText: MEMBER.email }).count()).toBe(0);
    expect(errors).toEqual([]);

    // The member: the list only, the organization read only with no Save for it, no owners' tabs.
    await memberPage.getByRole('link', { name: 'See the members' }).click();
    await memberPage.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 15_000 });
    await memberPage.locator('tr', { hasText: OWNER.email }).waitFor({ timeout: 15_000 });
    expect(await memberPage.getByRole('heading', { name: 'Invite a member' }).count()).toBe(0);
    expect(await memberPage.getByRole('button', { name: 'Send invite' }).count()).toBe(0);
    expect(await memberPage.getByRole('combobox', { name: /^Role of/ }).count()).toBe(0);
    expect(await memberPage.getByRole('tab').allTextContents()).toEqual(['Organization', 'Members']);
    await memberPage.getByRole('tab', { name: 'Organization' }).click();
    await memberPage.getByText('Only owners can change the organization’s settings; you can read them.').waitFor({ timeout: 15_000 });
    expect(await memberPage.getByLabel('Main call to action', { exact: true }).inputValue()).toBe('Book a site visit');
    expect(await memberPage.getByLabel('Main call to action', { exact: true }).isDisabled()).toBe(true);
    expect(await memberPage.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    // Their own name is theirs: the member changes the last name and saves it alone (PATCH /api/me).
    await memberPage.getByLabel('Last name', { exact: true }).fill('Hopper-Murray');
    await memberPage.getByRole('button', { name: 'Save your profile' }).click();
    await memberPage.locator('.toast', { hasText: 'Your settings were saved.' }).waitFor({ timeout: 15_000 });
    // The widget keeps the token under the origin the member's page is on (the invite link's).
    const memberToken = (await memberPage.evaluate(() => sessionStorage.getItem(`lotline:token:${location.origin}`))) ?? '';
    expect(memberToken).toMatch(/\S{16,}/);
    expect((await api<{ user: { last_name: string } }>('/api/me', memberToken)).user.last_name).toBe('Hopper-Murray');
    expect(memberErrors).toEqual([]);

    // The members' list as the API has it.
    const list = await api<MembersList>(`/api/orgs/${orgId}/members`, ownerToken);
    expect(list.members.map((member) => [member.onboarding_data.email, member.organization_role])).toEqual([
      [OWNER.email, 'owner'],
      [MEMBER.email, 'member'],
    ]);
    await memberContext.close();
    await context.close();
  });

  it('has no serious accessibility violations on the settings page, whose leads tab lists a help request and downloads the CSV', async () => {
    // The page's policy refuses injected scripts, axe among them: this context bypasses it.
    const { context, page, errors } = await openSettings(ownerToken, '', { bypassCSP: true });
    await page.getByLabel('Main call to action', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    // With the tree searched into more rows than it renders, and the dropdown open.
    const search = page.getByRole('combobox', { name: 'Search cities and counties' });
    await search.fill('Worcester');
    await page.getByRole('treeitem', { name: /^Worcester/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('heading', { name: 'Members', level: 2 }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    // The leads: a help request from a visitor, and the CSV, fetched with the token and saved from a Blob.
    await page.getByRole('tab', { name: 'Leads' }).click();
    await page.getByText('No leads yet.').waitFor({ timeout: 15_000 });
    const help = await fetch(`${server.url}/api/orgs/${orgId}/help-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'vera@example.com', full_name: 'Vera Visitor', address: '12 Maple St', help_request: 'How big can a cottage be?' }),
    });
    expect(help.status).toBe(201);
    await page.reload();
    const row = page.locator('.leads__table tbody tr');
    await row.first().waitFor({ timeout: 15_000 });
    expect(await row.first().locator('td').allTextContents()).toEqual([expect.any(String), 'Help request', 'Vera Visitor', 'vera@example.com', '', '12 Maple St', 'No webhook']);
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(await readFile((await download.path())!, 'utf8')).toContain('Vera Visitor');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await page.getByText('Latest events').waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
