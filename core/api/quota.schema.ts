// Packages and address quotas (spec 1: Free and Pro users; spec 9: 'Default report quota when
// not provided: 3 addresses', Pro '80 Addresses', shown '{used} of {quota}' with '(this month)').
import * as v from 'valibot';

/** The packages a user can have. */
export const PACKAGES = ['free', 'pro'] as const;
export type Package = (typeof PACKAGES)[number];

/** Whether a quota counts every address ever opened or those first opened this calendar month (UTC). */
export const QUOTA_PERIODS = ['total', 'month'] as const;
export type QuotaPeriod = (typeof QUOTA_PERIODS)[number];

/** Each package's quota when the user has none of their own: Free 3 addresses in all, Pro 80 a month. */
export const PACKAGE_QUOTAS: Readonly<Record<Package, { limit: number; period: QuotaPeriod }>> = {
  free: { limit: 3, period: 'total' },
  pro: { limit: 80, period: 'month' },
};

/** Days of the Pro trial an account may start once (spec 9: 'Trial: 30-day free trial'; decision 051). */
export const TRIAL_DAYS = 30;

/** Days before a trial ends that its e-mail goes out. */
export const TRIAL_REMINDER_DAYS = 3;

/**
 * The packages whose users get a what-if evaluation in full whatever property it describes; others
 * get it in full only for a property they may open in full (decision 044).
 */
export const WHAT_IF_PACKAGES: readonly Package[] = ['pro'];

/** How many addresses a user has opened in the period, of how many (null: unlimited, development tokens only). */
export const AddressQuotaSchema = v.object({
  used: v.pipe(v.number(), v.integer(), v.minValue(0)),
  limit: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  period: v.picklist(QUOTA_PERIODS),
});
export type AddressQuota = v.InferOutput<typeof AddressQuotaSchema>;

/** The quota in street data: `reached` is true when no further new address can be opened in full. */
export const StreetDataQuotaSchema = v.object({ ...AddressQuotaSchema.entries, reached: v.boolean() });
export type StreetDataQuota = v.InferOutput<typeof StreetDataQuotaSchema>;
