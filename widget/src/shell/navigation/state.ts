// Where the visitor is in the widget: which page of which address, the open section, the plan
// category and an error to show. Both URL adapters (inline and hosted) read and write this.
import type { AddressDetails } from '../../../../core/api';

/** The pages of a report (spec 1 section 2: the `page` query parameter). */
export const REPORT_PAGES = ['overview', 'playground', 'in-home-apartment', 'backyard-cottage'] as const;
export type ReportPage = (typeof REPORT_PAGES)[number];

/** The two ADU pages. */
export type AduPage = 'in-home-apartment' | 'backyard-cottage';

/** The widget's navigation state. No address means the lookup landing. */
export interface NavState {
  page: ReportPage;
  /** A plan category id (`plan-category`). */
  planCategory?: string | undefined;
  /** The id of a report section, kept in the hash (hosted) or its own parameter (inline). */
  section?: string | undefined;
  /** The signed address parts the report is for. */
  address?: AddressDetails | undefined;
  /** An error code of the catalogue (spec 1 section 8) to show once as a toast. */
  error?: string | undefined;
}

/** The landing: no address, the overview page. */
export const LANDING: NavState = { page: 'overview' };

/**
 * The page named by a `page` value: none means the overview; playground and backyard-cottage are
 * themselves; anything else is the in-home apartment (spec 1 section 2).
 */
export function pageFromParam(value: string | null | undefined): ReportPage {
  if (value === null || value === undefined || value === '' || value === 'overview') return 'overview';
  if (value === 'playground' || value === 'backyard-cottage') return value;
  return 'in-home-apartment';
}

/** The ADU kind of the rules for an ADU page: ext for the backyard cottage, int for the in-home apartment. */
export function aduKindOf(page: AduPage): 'ext' | 'int' {
  return page === 'backyard-cottage' ? 'ext' : 'int';
}

/** Whether a page is one of the two ADU pages. */
export function isAduPage(page: ReportPage): page is AduPage {
  return page === 'in-home-apartment' || page === 'backyard-cottage';
}

/** A section id that is safe in a URL and as an element id, or undefined. */
export function cleanSection(value: string | null | undefined): string | undefined {
  return value && /^[A-Za-z][\w-]{0,63}$/.test(value) ? value : undefined;
}

/** Whether two navigation states show the same thing. */
export function sameNavState(a: NavState, b: NavState): boolean {
  return (
    a.page === b.page &&
    a.planCategory === b.planCategory &&
    a.section === b.section &&
    a.error === b.error &&
    addressKey(a.address) === addressKey(b.address)
  );
}

/** A string that identifies an address (its parts and signature); '' for none. */
export function addressKey(address: AddressDetails | undefined): string {
  if (!address) return '';
  const { state, city, zip_code, street, street_number, lat, lng, signature } = address;
  return JSON.stringify([state, city, zip_code, street, street_number, lat, lng, signature]);
}

/** Address parts from untrusted input (a URL), or undefined when any part is missing or malformed. */
export function toAddress(parts: Record<string, unknown>): AddressDetails | undefined {
  const text = (key: string) => (typeof parts[key] === 'string' ? (parts[key] as string) : undefined);
  const number = (key: string) => {
    const value = typeof parts[key] === 'number' ? (parts[key] as number) : Number(text(key) ?? Number.NaN);
    return Number.isFinite(value) && text(key) !== '' ? value : undefined;
  };
  const state = text('state');
  const city = text('city');
  const zip = text('zip_code') ?? '';
  const street = text('street');
  const streetNumber = text('street_number');
  const lat = number('lat');
  const lng = number('lng');
  const signature = text('signature');
  if (!state || !city || !street || !streetNumber || lat === undefined || lng === undefined || !signature) return undefined;
  return { state, city, zip_code: zip, street, street_number: streetNumber, lat, lng, signature };
}
