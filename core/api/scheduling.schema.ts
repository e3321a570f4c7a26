// `GET /api/scheduling`: where visitors book a call with the vendor (spec 1 section 2, 'Want to
// learn more?': Schedule a Time; spec 9: an external scheduling link), as the operator configured
// it (LOTLINE_SCHEDULING_URL), or null when nothing is configured.
import * as v from 'valibot';

/** The answer: the booking page's http(s) URL, or null. */
export const SchedulingSchema = v.object({
  scheduling_url: v.nullable(v.pipe(v.string(), v.url())),
});
export type Scheduling = v.InferOutput<typeof SchedulingSchema>;
