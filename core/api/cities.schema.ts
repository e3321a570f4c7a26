// Service-area cities (spec 3 'City', spec 2 'Service-area selector', spec 7 call 9):
// `GET /api/cities?q=&state=` answers the cities an organization can pick, sorted by state,
// county and name.
import * as v from 'valibot';

export const CitySchema = v.object({
  city_id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  /** Two-letter postal code, e.g. 'MA'. */
  state: v.string(),
  county: v.string(),
});
export type City = v.InferOutput<typeof CitySchema>;

export const CitiesQuerySchema = v.object({
  q: v.optional(v.pipe(v.string('q must be a string'), v.trim(), v.maxLength(100, 'q must be at most 100 characters.')), ''),
  state: v.optional(v.pipe(v.string('state must be a string'), v.trim(), v.toUpperCase(), v.regex(/^(?:[A-Z]{2})?$/, 'state must be a two-letter code such as MA')), ''),
});
export type CitiesQuery = v.InferOutput<typeof CitiesQuerySchema>;

export const CitiesSchema = v.object({ cities: v.array(CitySchema) });
export type Cities = v.InferOutput<typeof CitiesSchema>;
