// The nearest station of a lot (decision 052), on a 100 by 200 ft lot drawn in feet: distances
// from the lot's nearest and farthest points worked out by hand.
import { describe, expect, it } from 'vitest';
import { lotFrame, polygonFt } from '../../../core/geo/test-support/random-polygons';
import { nearestStations, stationsReach, type StationPoint } from './stations';

const LOT = polygonFt([[[0, 0], [100, 0], [100, 200], [0, 200]]]);
const station = (name: string, x: number, y: number): StationPoint => {
  const [lng, lat] = lotFrame.toLngLat([x, y]);
  return { name, kind: 'commuter_rail', lng, lat };
};

describe('nearestStations', () => {
  it('finds the nearest station with the distances from the lot’s nearest and farthest points', () => {
    // East of the lot: 400 ft from its east side; its far corners are 500 ft west and 100 ft up or down.
    const [nearest] = nearestStations([LOT], [station('Far', 3000, 100), station('East', 500, 100), station('North', 50, 800)]);
    expect(nearest).toEqual({ name: 'East', kind: 'commuter_rail', nearFt: 400, farFt: Math.round(Math.hypot(500, 100)) });
  });

  it('measures 0 from a lot the station stands on', () => {
    expect(nearestStations([LOT], [station('On the lot', 50, 50)])[0]).toMatchObject({ name: 'On the lot', nearFt: 0, farFt: Math.round(Math.hypot(50, 150)) });
  });

  it('answers nothing without stations', () => {
    expect(nearestStations([LOT], [])).toEqual([undefined]);
  });
});

describe('stationsReach', () => {
  it('gives the state’s stations to its real municipalities only: not to the fictional demo town, nor to another state', () => {
    expect(stationsReach({ id: 'ma-cambridge', state: 'MA' }, 'MA')).toBe(true);
    expect(stationsReach({ id: 'ma-maple-hollow', state: 'MA' }, 'MA')).toBe(false);
    expect(stationsReach({ id: 'ca-san-jose', state: 'CA' }, 'MA')).toBe(false);
  });
});
