// A descriptor's path filled in and its query written as the client sends them.
import { describe, expect, it } from 'vitest';
import { listLeads, submitLead } from './leads.operations';
import { operationPath, queryString } from './operation';

describe('operationPath', () => {
  it('fills in each path parameter, percent-encoded', () => {
    expect(operationPath(submitLead, { id: 'cape cottages/1' })).toBe('/api/orgs/cape%20cottages%2F1/leads');
  });

  it('names a missing parameter', () => {
    expect(() => operationPath(listLeads, {})).toThrow('listLeads needs the path parameter id');
  });
});

describe('queryString', () => {
  it('writes values in their order, percent-encoded but for commas, and leaves out undefined ones', () => {
    expect(queryString({ q: '12 Main St, Boston', limit: '8', kind: undefined, bbox: '-71.1,42.3' })).toBe('?q=12%20Main%20St,%20Boston&limit=8&bbox=-71.1,42.3');
  });

  it('is empty without values', () => {
    expect(queryString({})).toBe('');
    expect(queryString(undefined)).toBe('');
  });
});
