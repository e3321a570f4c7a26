// Catalogue plans for the floor plans' component tests: a rectangle of its width and length
// (stored as sides in inches, as the catalogue stores them) with the facts the filters read.
import type { FloorPlanSummary } from '../../../../core/floor-plans';

/** A catalogue plan `uuid`: 20 by 20 ft, one bedroom, one bath, one floor, unless `fields` say otherwise. */
export function planSummary(uuid: string, fields: Partial<FloorPlanSummary> = {}): FloorPlanSummary {
  const widthFt = fields.width_ft ?? 20;
  const lengthFt = fields.length_ft ?? 20;
  return {
    uuid,
    name: uuid,
    category: 'backyard-cottage',
    sqft: widthFt * lengthFt,
    dimensions: [widthFt * 12, lengthFt * 12, widthFt * 12, lengthFt * 12],
    angles: [0, 90, 180, 270],
    num_bedrooms: 1,
    num_baths: 1,
    num_floors: 1,
    height_ft: 15,
    image_url: null,
    three_d_url: null,
    width_ft: widthFt,
    length_ft: lengthFt,
    floors: [],
    ...fields,
  };
}
