// What a descriptor declares of who may call and how often, the binder enforces: its organization
// `roles` (the same 403 bodies the organization's routes gave when each handler checked them) and
// its `rateLimit` (the same 429 bodies and Retry-After), on operations of this test's own.
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineOperation, MembersMessage, OrgPathParamsSchema, schemaTypes, type AuthSession } from '../../../core/api';
import { openOrgApp, type OrgApp } from '../../../tests/setup/org-app';
import type { Authenticator, Viewer } from '../auth/current-user';
import { errorResponse } from './api-error';
import type { RouteDeps } from './route-deps';
import { requireOrgRoles } from '../orgs/org-access';
import { mountOperations, operationBinder, type BindingDeps } from './bind-operation';
import type { OperationLimitDeps } from './operation-limits';

const ORG = 'hollow-creek-cottages';
const SIGN_IN = 'Sign in to manage your organization.';

const NoteBody = v.object({ text: v.pipe(v.string('text must be text'), v.nonEmpty('text is empty')) });
const Caller = v.object({ user_id: v.string(), org_id: v.string(), role: v.string() });

/** Owners only, counted against the invites' hourly limit of the organization. */
const postOwnerNote = defineOperation({
  id: 'postOwnerNote',
  method: 'post',
  path: '/api/orgs/{id}/owner-notes',
  auth: 'bearer',
  status: 201,
  errors: [403],
  rateLimit: 'invites',
  roles: ['owner'],
  orgParam: 'id',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; body: typeof NoteBody; answer: typeof Caller }>(),
});
/** Every member. */
const readNotes = defineOperation({
  id: 'readNotes',
  method: 'get',
  path: '/api/orgs/{id}/notes',
  auth: 'bearer',
  status: 200,
  errors: [403],
  roles: ['member', 'owner'],
  orgParam: 'id',
  schemas: schemaTypes<{ params: typeof OrgPathParamsSchema; answer: typeof Caller }>(),
});
/** Anyone, counted per client and token as address search is. */
const searchNotes = defineOperation({
  id: 'searchNotes',
  method: 'get',
  path: '/api/notes/search',
  auth: 'optional',
  status: 200,
  errors: [],
  rateLimit: 'search',
  schemas: schemaTypes<{ answer: typeof NoteBody }>(),
});

type Deps = BindingDeps & OperationLimitDeps & Pick<RouteDeps, 'orgRoles'>;
const bind = operationBinder<Deps>();
const operations = [
  bind(postOwnerNote, {
    doc: { summary: 'Post a note for the owners', tags: ['Notes'], answer: 'Who posted it.' },
    signIn: SIGN_IN,
    params: OrgPathParamsSchema,
    body: NoteBody,
    answer: Caller,
    handler: ({ member }) => ({ user_id: member.userId, org_id: member.orgId, role: member.role }),
  }),
  bind(readNotes, {
    doc: { summary: 'Read the notes', tags: ['Notes'], answer: 'Who reads them.' },
    signIn: SIGN_IN,
    params: OrgPathParamsSchema,
    answer: Caller,
    handler: ({ member }) => ({ user_id: member.userId, org_id: member.orgId, role: member.role }),
  }),
  bind(searchNotes, {
    doc: { summary: 'Search the notes', tags: ['Notes'], answer: 'A note.' },
    answer: NoteBody,
    handler: () => ({ text: 'found' }),
  }),
];

let org: OrgApp;
let app: Hono;
let owner: AuthSession;
let grace: AuthSession;
let outsider: AuthSession;

beforeAll(async () => {
  org = await openOrgApp();
  owner = await org.signUp('olive@hollowcreek.example', 'Olive', 'Owner');
  await org.onboardOwner(owner, 'Hollow Creek Cottages');
  // Grace's invite is the organization's first of the hour.
  grace = await org.joinAs(owner, ORG, 'grace@hollowcreek.example', 'member', 'Grace', 'Hopper');
  outsider = await org.signUp('eve@elsewhere.example', 'Eve', 'Else');
  await org.onboardOwner(outsider, 'Elsewhere Homes');
  const viewers = new Map<string, Viewer>([owner, grace, outsider].map((session) => [session.token, { id: session.user.id, kind: 'account' }]));
  viewers.set('dev-token', { id: 'dev-user', kind: 'dev' });
  const auth: Authenticator = { viewerOf: async (token) => viewers.get(token) ?? null };
  app = new Hono();
  app.onError((error, c) => errorResponse(c, error));
  mountOperations(app, operations, { auth, database: org.database, orgRoles: requireOrgRoles, clientLimits: { search: { perIp: 100, perToken: 2, windowMs: 60_000 } } }, { checkAnswers: true });
});
afterAll(async () => org?.close());

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
  const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as unknown };
}
const ownerNote = (token: string | null, body: unknown = { text: 'hello' }, orgId = ORG) => call('POST', `/api/orgs/${orgId}/owner-notes`, token, body);

describe('the roles of a descriptor', () => {
  it('give the handler the caller’s membership', async () => {
    expect(await ownerNote(owner.token)).toEqual({ status: 201, retryAfter: null, body: { user_id: owner.user.id, org_id: ORG, role: 'owner' } });
    expect((await call('GET', `/api/orgs/${ORG}/notes`, grace.token)).body).toEqual({ user_id: grace.user.id, org_id: ORG, role: 'member' });
  });

  it('refuse a member an owners’ operation with the 403 the invites route answers', async () => {
    const refused = await ownerNote(grace.token);
    expect(refused).toEqual({ status: 403, retryAfter: null, body: { error: { code: 'forbidden', message: MembersMessage.OwnersOnly } } });
    const invite = await org.call('POST', `/api/orgs/${ORG}/invites`, { token: grace.token, body: { email: 'ada@example.com' } });
    expect([invite.status, invite.body]).toEqual([refused.status, refused.body]);
  });

  it('refuse anyone outside the organization, a development user too, with the 403 the members list answers', async () => {
    for (const token of [outsider.token, 'dev-token']) {
      const refused = await call('GET', `/api/orgs/${ORG}/notes`, token);
      expect(refused).toEqual({ status: 403, retryAfter: null, body: { error: { code: 'forbidden', message: MembersMessage.NotMember } } });
    }
    const members = await org.call('GET', `/api/orgs/${ORG}/members`, { token: outsider.token });
    expect([members.status, members.body]).toEqual([403, { error: { code: 'forbidden', message: MembersMessage.NotMember } }]);
  });

  it('ask an anonymous caller to sign in, and name a bad organization id before that', async () => {
    expect(await ownerNote(null)).toEqual({ status: 401, retryAfter: null, body: { error: { code: 'unauthorized', message: SIGN_IN } } });
    const bad = await ownerNote(null, { text: 'hello' }, 'Not An Id!');
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { fields: Record<string, string[]> } }).error.fields).toHaveProperty('id');
  });

  it('check the role before the body where a limit counts only role holders, and after it elsewhere, as before', async () => {
    // Counted only for owners: a member is refused before the body is read, an owner's bad body is a 400.
    expect((await ownerNote(grace.token, { text: '' })).status).toBe(403);
    const bad = await ownerNote(owner.token, { text: '' });
    expect([bad.status, (bad.body as { error: { fields: unknown } }).error.fields]).toEqual([400, { text: ['text is empty'] }]);
    // Without a limit the body comes first: a member's bad role change is a 400, a good one a 403.
    const path = `/api/orgs/${ORG}/members/${owner.user.id}`;
    expect((await org.call('PATCH', path, { token: grace.token, body: { organization_role: 'boss' } })).status).toBe(400);
    expect((await org.call('PATCH', path, { token: grace.token, body: { organization_role: 'member' } })).body).toEqual({ error: { code: 'forbidden', message: MembersMessage.OwnersOnly } });
  });

  it('are refused at binding time without bearer auth or the path parameter they are held in', () => {
    const loose = defineOperation({ ...readNotes, id: 'looseNotes', orgParam: 'org' });
    expect(() => bind(loose, { doc: { summary: 's', tags: [], answer: 'a' }, signIn: SIGN_IN, params: OrgPathParamsSchema, answer: Caller, handler: () => ({ user_id: '', org_id: '', role: '' }) })).toThrow(
      'looseNotes has roles: it needs bearer auth and the path parameter of its orgParam',
    );
  });
});

describe('the rate limit of a descriptor', () => {
  it('counts only callers who hold the roles, and past the limit answers the 429 the invites route answers', async () => {
    for (let i = 0; i < 5; i++) expect((await ownerNote(grace.token)).status).toBe(403);
    const statuses: number[] = [];
    let limited = await ownerNote(owner.token);
    while (limited.status === 201 && statuses.length < 40) {
      statuses.push(limited.status);
      limited = await ownerNote(owner.token);
    }
    // 30 an hour: Grace's invite, the first test's note and the bad body came before; the members' 403s were not counted.
    expect(statuses).toHaveLength(27);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(3500);
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: 'Too many invites in the last hour; try again later.' } });
    // The invites route counts on the same counter of the organization.
    const invite = await org.call('POST', `/api/orgs/${ORG}/invites`, { token: owner.token, body: { email: 'ada@example.com' } });
    expect([invite.status, invite.body]).toEqual([429, limited.body]);
  });

  it('counts a client limit before anything else, per token, with its Retry-After', async () => {
    const search = () => call('GET', '/api/notes/search', grace.token);
    expect((await search()).status).toBe(200);
    expect((await search()).status).toBe(200);
    const limited = await search();
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: `Too many requests; try again in ${limited.retryAfter} s.` } });
    // A bad token is counted as well: the limit comes before the 401.
    const forged = [];
    for (let i = 0; i < 3; i++) forged.push((await call('GET', '/api/notes/search', 'forged')).status);
    expect(forged).toEqual([401, 401, 429]);
  });
});
