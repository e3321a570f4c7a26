// `send` turns a descriptor and a request into one call of the client's transport.
import { describe, expect, it } from 'vitest';
import { listLeads, revokeInvite, submitLead } from '../../../core/api';
import { pathOf, send, type ApiClient } from './client';

/** A transport that records what it was asked and answers `answer`. */
function recording(answer: unknown) {
  const calls: unknown[][] = [];
  const api: Pick<ApiClient, 'call'> = { call: async (path, init) => (calls.push([path, init]), answer) };
  return { api, calls };
}

describe('send', () => {
  it('sends the method, the filled-in path with its query, and the body', async () => {
    const { api, calls } = recording({ id: 'lead-1' });
    const signal = new AbortController().signal;
    expect(await send(api, submitLead, { params: { id: 'org-1' }, body: { name: 'Vera' } as never }, { signal })).toEqual({ id: 'lead-1' });
    await send(api, listLeads, { params: { id: 'org-1' }, query: { kind: 'help', limit: '50' } });
    await send(api, revokeInvite, { params: { id: 'org-1', inviteId: 'inv/2' } });
    expect(calls).toEqual([
      ['/api/orgs/org-1/leads', { method: 'POST', body: { name: 'Vera' }, signal }],
      ['/api/orgs/org-1/leads?kind=help&limit=50', { method: 'GET' }],
      ['/api/orgs/org-1/invites/inv%2F2', { method: 'DELETE' }],
    ]);
  });

  it('gives the path of an answer read by its URL', () => {
    expect(pathOf(listLeads, { params: { id: 'org 1' }, query: { before_id: 'a' } })).toBe('/api/orgs/org%201/leads?before_id=a');
  });
});
