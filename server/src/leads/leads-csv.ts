// The owners' CSV export of leads and help requests: stable columns, RFC 4180 quoting and CRLF
// line ends, and no formulas: a cell a visitor typed that starts with = + - @, a tab or a carriage
// return gets a leading ' so that a spreadsheet shows it as text instead of running it (OWASP
// 'CSV Injection').
import type { LeadListItem } from '../../../core/api';

/** The columns of the export, in order; a lead and a help request fill the ones they have. */
export const LEAD_CSV_COLUMNS = [
  'id',
  'kind',
  'created_at',
  'name',
  'email',
  'phone',
  'property_address',
  'addr_city',
  'addr_state',
  'addr_zip',
  'considering',
  'starting_timeline',
  'is_owner',
  'lives_there',
  'steps_taken',
  'water_supply',
  'sewer_system',
  'related_to',
  'help_request',
  'delivery_status',
] as const;
export type LeadCsvColumn = (typeof LEAD_CSV_COLUMNS)[number];

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: neutralised when it could start a formula, quoted when it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record: the cells joined by commas, ended by CRLF. */
export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

/** The cells of a lead in the order of `LEAD_CSV_COLUMNS`; a help request's address is its `address` field. */
export function leadCsvValues(lead: LeadListItem): string[] {
  const { fields } = lead;
  const values: Record<LeadCsvColumn, string> = {
    id: lead.id,
    kind: lead.kind,
    created_at: lead.created_at,
    name: lead.name,
    email: lead.email ?? '',
    phone: text(fields['phone']),
    property_address: text(fields['property_address'] ?? fields['address']),
    addr_city: text(fields['addr_city']),
    addr_state: text(fields['addr_state']),
    addr_zip: text(fields['addr_zip']),
    considering: text(fields['considering']),
    starting_timeline: text(fields['starting_timeline']),
    is_owner: text(fields['is_owner']),
    lives_there: text(fields['lives_there']),
    steps_taken: text(fields['steps_taken']),
    water_supply: text(fields['water_supply']),
    sewer_system: text(fields['sewer_system']),
    related_to: text(fields['related_to']),
    help_request: text(fields['help_request']),
    delivery_status: lead.delivery.status,
  };
  return LEAD_CSV_COLUMNS.map((column) => values[column]);
}
