// The sidebar history (spec 2, 'Sidebar history'; spec 6: 'full grouped list for pro users;
// non-pro users see at most the first three addresses'): `GET /api/me/addresses?tz=` answers the
// signed-in user's addresses grouped by recency in their time zone, newest first, each with the
// signed street-data params that reopen its report.
import * as v from 'valibot';
import { DEFAULT_TIME_ZONE, HISTORY_GROUP_KEYS, isTimeZone, type HistoryGroup } from '../account/history-groups';
import type { SameType } from './operation';
import { StreetDataParamsSchema } from './street-data.schema';

/** How many addresses a user without the Pro package sees (spec 9: 'at most 3 addresses for non-pro users'). */
export const FREE_HISTORY_LIMIT = 3;

/** `GET /api/me/addresses?tz=`: the IANA time zone the days are counted in, UTC when absent. */
export const AddressHistoryQuerySchema = v.object({
  tz: v.optional(
    v.pipe(v.string('tz must be a string'), v.trim(), v.check(isTimeZone, 'tz must be an IANA time zone such as America/New_York')),
    DEFAULT_TIME_ZONE,
  ),
});
export type AddressHistoryQuery = v.InferOutput<typeof AddressHistoryQuerySchema>;

/** One address of the history: the property, the address's label, its signed params and when it was last opened (ISO 8601). */
export const HistoryAddressSchema = v.object({
  property_id: v.string(),
  label: v.string(),
  params: StreetDataParamsSchema,
  last_seen_at: v.pipe(v.string(), v.isoTimestamp()),
});
export type HistoryAddress = v.InferOutput<typeof HistoryAddressSchema>;

/** A group of the history (today, yesterday, previous7, previous30, or a month 'YYYY-MM'). */
const AddressHistoryGroupSchema = v.object({
  label_key: v.picklist(HISTORY_GROUP_KEYS),
  month: v.optional(v.pipe(v.string(), v.description('The month YYYY-MM of a `month` group.'))),
  addresses: v.array(HistoryAddressSchema),
});
export type AddressHistoryGroup = v.InferOutput<typeof AddressHistoryGroupSchema>;
true satisfies SameType<AddressHistoryGroup, HistoryGroup<HistoryAddress>>;

/** The answer: the groups of the shown addresses, how many addresses the user has (`total`) and how many are shown. */
export const AddressHistorySchema = v.object({
  groups: v.array(AddressHistoryGroupSchema),
  total: v.pipe(v.number(), v.integer()),
  shown: v.pipe(v.number(), v.integer()),
});
export type AddressHistory = v.InferOutput<typeof AddressHistorySchema>;
