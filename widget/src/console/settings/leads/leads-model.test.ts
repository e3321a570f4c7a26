import { describe, expect, it } from 'vitest';
import type { LeadListItem } from '../../../../../core/api';
import { appendPage, csvFileName, hasMorePages, leadAnswers, leadRow, leadsPath, LEADS_PAGE_SIZE } from './leads-model';

const lead: LeadListItem = {
  id: 'lead-2',
  kind: 'lead',
  created_at: '2026-03-02T10:00:00.000Z',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  fields: { phone: '+1 (617) 555-0101', property_address: '12 Maple St, Maple Hollow, MA 01999' },
  delivery: { status: 'failed', attempts: 8, last_error: 'HTTP 500' },
  summary: null,
};
const help: LeadListItem = { ...lead, id: 'help-1', kind: 'help', email: null, fields: { address: '3 Oak Ave', email: 'x@example.com' }, delivery: { status: 'none', attempts: 0, last_error: null } };

describe('the leads view', () => {
  it('asks a page by kind after the last row seen', () => {
    expect(leadsPath('cape-cottages', 'all')).toBe('/api/orgs/cape-cottages/leads?limit=50');
    expect(leadsPath('cape-cottages', 'help', lead)).toBe('/api/orgs/cape-cottages/leads?kind=help&before=2026-03-02T10%3A00%3A00.000Z&before_id=lead-2&limit=50');
  });

  it('reads the columns of leads and help requests', () => {
    expect(leadRow(lead)).toEqual({
      id: 'lead-2',
      createdAt: '2026-03-02T10:00:00.000Z',
      kind: 'lead',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+1 (617) 555-0101',
      address: '12 Maple St, Maple Hollow, MA 01999',
      status: 'failed',
      attempts: 8,
      lastError: 'HTTP 500',
    });
    expect(leadRow(help)).toMatchObject({ email: 'x@example.com', phone: '', address: '3 Oak Ave', status: 'none' });
  });

  it('appends pages without repeating rows, and expects more after a full page', () => {
    expect(appendPage([lead], [lead, help]).map((row) => row.id)).toEqual(['lead-2', 'help-1']);
    expect(hasMorePages(new Array(LEADS_PAGE_SIZE).fill(lead))).toBe(true);
    expect(hasMorePages([lead])).toBe(false);
  });

  it('names the CSV as the server does, else after the organization', () => {
    expect(csvFileName('cape-cottages', 'attachment; filename="cape-cottages-leads-2026-03-02.csv"')).toBe('cape-cottages-leads-2026-03-02.csv');
    expect(csvFileName('cape-cottages', null)).toBe('leads-cape-cottages.csv');
    expect(csvFileName('cape-cottages', 'attachment; filename="../../x.csv"')).toBe('.._.._x.csv');
  });

  it('lists a lead’s answers in the form’s order, leaving out those it lacks', () => {
    const answered: LeadListItem = {
      ...lead,
      fields: { ...lead.fields, sewer_system: 'septic', considering: 'Other', is_owner: 'yes', introduce: '', steps_taken: 'Had the lot surveyed' },
    };
    expect(leadAnswers(answered)).toEqual([
      { field: 'considering', value: 'Other' },
      { field: 'is_owner', value: 'yes' },
      { field: 'steps_taken', value: 'Had the lot surveyed' },
      { field: 'sewer_system', value: 'septic' },
    ]);
    expect(leadAnswers({ ...lead, kind: 'help', fields: { related_to: 'Zone', help_request: 'Which zone?' } })).toEqual([
      { field: 'related_to', value: 'Zone' },
      { field: 'help_request', value: 'Which zone?' },
    ]);
  });
});
