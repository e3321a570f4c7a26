// The box a map layer's features are asked for: the lot and about 500 ft around it, so an overlay
// shows what touches the lot and its surroundings, kept within the endpoint's largest box.
import { MAX_BBOX_SIDE_DEG } from '../../../../core/api';
import { bboxOf, expandBBoxByFeet, type BBox } from '../../../../core/geo';
import type { AreaGeometry } from '../../../../core/geo';

/** How far around the lot a layer's features are asked for, in feet. */
export const LAYER_PADDING_FT = 500;

/** Decimal places of the box in the URL (about 4 in): steady URLs cache well. */
const PLACES = 6;
const STEP = 10 ** -PLACES;

/** One side [min, max] at most MAX_BBOX_SIDE_DEG long, shrunk about its middle when longer, rounded outwards to PLACES. */
function side(min: number, max: number): [number, number] {
  const longest = MAX_BBOX_SIDE_DEG - 2 * STEP;
  if (max - min > longest) {
    const middle = (min + max) / 2;
    [min, max] = [middle - longest / 2, middle + longest / 2];
  }
  const round = (value: number, towards: 'down' | 'up') => Number(((towards === 'down' ? Math.floor : Math.ceil)(value / STEP) * STEP).toFixed(PLACES));
  return [round(min, 'down'), round(max, 'up')];
}

/** The features box of `lot`: its bounding box grown by `paddingFt`, at most MAX_BBOX_SIDE_DEG a side. */
export function layerBBox(lot: AreaGeometry, paddingFt = LAYER_PADDING_FT): BBox {
  const [minLng, minLat, maxLng, maxLat] = expandBBoxByFeet(bboxOf(lot), paddingFt);
  const [west, east] = side(minLng, maxLng);
  const [south, north] = side(minLat, maxLat);
  return [west, south, east, north];
}

/** Whether box `inner` lies within box `outer`. */
export function isBBoxWithin(inner: BBox, outer: readonly [number, number, number, number]): boolean {
  return inner[0] >= outer[0] && inner[1] >= outer[1] && inner[2] <= outer[2] && inner[3] <= outer[3];
}
