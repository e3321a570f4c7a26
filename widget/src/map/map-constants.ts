// The map's business constants (spec 1 section 9). The spec lists the zoom constants 19, 15, 19,
// 18, 16, 20 and 20.5 without saying which view each serves: the names and uses below are our
// mapping, not the spec's.
import type { Position } from '../../../core/geo';

/** The view of one looked-up address: the map's zoom when it has no lot to fit (the spec lists 19 twice). */
export const ADDRESS_ZOOM = 19;
/** The neighbourhood view: map layer features are drawn from this zoom in. */
export const OVERVIEW_ZOOM = 15;
/** The street view: a drawing tool started farther out than this first brings the lot close. */
export const STREET_ZOOM = 18;
/** From this zoom in, the neighbouring lot lines are drawn. */
export const NEIGHBOURS_ZOOM = 16;
/** The closest zoom a drawing tool brings the lot to when it starts far out. */
export const DRAW_ZOOM = 20;
/** The closest zoom a lot is fitted to, when the map opens and when the lot editor starts. */
export const CLOSE_ZOOM = 20.5;

/** The map's centre when neither the lot nor the address gives one (spec 1 section 9: near 42.33, -71.19), as [lng, lat]. */
export const DEFAULT_CENTRE: Position = [-71.19, 42.33];
