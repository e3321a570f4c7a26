// The owners' leads view (decision 016): leads and help requests newest first, a page at a time
// (`GET /api/orgs/:id/leads?kind=&before=&before_id=&limit=`), each row's columns read from the
// stored fields, and the CSV export's file name.
import { listLeads, operationPath, queryString, type DeliveryStatus, type LeadKind, type LeadListItem, type RequestOf } from '../../../../../core/api';

/** Rows asked for per page. */
export const LEADS_PAGE_SIZE = 50;

/** The kind filter: every kind, or one. */
export type LeadKindFilter = LeadKind | 'all';

/** The list's query for a filter, after the last row seen (if any). */
export function leadsQuery(kind: LeadKindFilter, after?: Pick<LeadListItem, 'created_at' | 'id'>): RequestOf<typeof listLeads>['query'] {
  return {
    ...(kind === 'all' ? {} : { kind }),
    ...(after ? { before: after.created_at, before_id: after.id } : {}),
    limit: String(LEADS_PAGE_SIZE),
  };
}

/** The list's path for a filter, after the last row seen (if any): what the view sends. */
export function leadsPath(orgId: string, kind: LeadKindFilter, after?: Pick<LeadListItem, 'created_at' | 'id'>): string {
  return `${operationPath(listLeads, { id: orgId })}${queryString(leadsQuery(kind, after))}`;
}

/** The list after another page arrived: rows already shown are not repeated. */
export function appendPage(rows: readonly LeadListItem[], page: readonly LeadListItem[]): LeadListItem[] {
  const seen = new Set(rows.map((row) => row.id));
  return [...rows, ...page.filter((row) => !seen.has(row.id))];
}

/** Whether another page may follow: the last one was full. */
export function hasMorePages(page: readonly unknown[]): boolean {
  return page.length >= LEADS_PAGE_SIZE;
}

/** One row as the table shows it. */
export interface LeadRow {
  id: string;
  createdAt: string;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string;
  address: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A lead's columns: the lead form's phone and property address, or the help request's address. */
export function leadRow(item: LeadListItem): LeadRow {
  const { fields } = item;
  return {
    id: item.id,
    createdAt: item.created_at,
    kind: item.kind,
    name: item.name,
    email: item.email ?? text(fields.email),
    phone: text(fields.phone),
    address: text(fields.property_address) || text(fields.address),
    status: item.delivery.status,
    attempts: item.delivery.attempts,
    lastError: item.delivery.last_error,
  };
}

/** The CSV's file name: the server's (Content-Disposition) when it gives one, else `leads-{org}.csv`. */
export function csvFileName(orgId: string, disposition: string | null): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  const given = match?.[1] ? decodeURIComponent(match[1]).replace(/[\\/]/g, '_') : '';
  return given || `leads-${orgId}.csv`;
}

/** The submitted answers a lead's detail lists, in the form's order, by their stored field names (spec 7 calls 6 and 15). */
export const LEAD_DETAIL_FIELDS = {
  lead: ['considering', 'starting_timeline', 'is_owner', 'lives_there', 'steps_taken', 'water_supply', 'sewer_system', 'introduce'],
  help: ['related_to', 'help_request'],
} as const satisfies Record<LeadKind, readonly string[]>;
export type LeadDetailField = (typeof LEAD_DETAIL_FIELDS)[LeadKind][number];

/** The answers of a lead that it has, in order: a field it lacks (an embed's `introduce`) is left out. */
export function leadAnswers(item: LeadListItem): { field: LeadDetailField; value: string }[] {
  return LEAD_DETAIL_FIELDS[item.kind].map((field) => ({ field, value: text(item.fields[field]) })).filter((answer) => answer.value !== '');
}
