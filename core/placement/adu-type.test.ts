// The ADU type table of spec 1 section 4, row by row, drawn in feet.
import { describe, expect, it } from 'vitest';
import type { Polygon } from '../geo/geojson.schema';
import { polygonFt } from '../geo/test-support/random-polygons';
import { AduType, classifyAduType } from './adu-type';

const box = (x0: number, y0: number, x1: number, y1: number): Polygon => polygonFt([[[x0, y0], [x1, y0], [x1, y1], [x0, y1]]]);
const INCH = 1 / 12;

// A setback area 60 x 100 ft with a house inside it (as the in-home apartment's area has) and a garage across its east edge.
const area = box(0, 0, 60, 100);
const house = box(10, 20, 40, 50);
const garage = box(55, 90, 70, 110);
const buildings = [house, garage];
const on = (page: string, structure: Polygon | null, where = area) => classifyAduType(structure, { page, area: where, buildings });

const overHouse = box(15, 25, 35, 45);
const inYard = box(10, 60, 40, 80);
const acrossGarage = box(50, 95, 65, 105);
const outside = box(70, 0, 90, 20);

describe('classifyAduType', () => {
  it('is always the playground on the playground page', () => {
    for (const structure of [overHouse, inYard, acrossGarage, outside, null]) expect(on('playground', structure)).toBe(AduType.Playground);
  });

  it('is the in-home apartment without geometry', () => {
    expect(on('in-home-apartment', null)).toBe(AduType.InHomeApartment);
    expect(on('backyard-cottage', null)).toBe(AduType.InHomeApartment);
    expect(on('backyard-cottage', { type: 'Polygon', coordinates: [] })).toBe(AduType.InHomeApartment);
  });

  it('is the in-home apartment inside the setback area and within the buildings', () => {
    expect(on('in-home-apartment', overHouse)).toBe(AduType.InHomeApartment);
    expect(on('backyard-cottage', overHouse)).toBe(AduType.InHomeApartment);
    // Exactly the house's footprint, and across two attached buildings.
    expect(on('in-home-apartment', house)).toBe(AduType.InHomeApartment);
    const attached = [box(100, 0, 110, 20), box(110, 0, 120, 20)];
    expect(classifyAduType(box(102, 2, 118, 18), { page: 'in-home-apartment', area: box(90, -10, 130, 30), buildings: attached })).toBe(AduType.InHomeApartment);
  });

  it('is the backyard cottage inside the setback area, not over buildings, on the cottage page', () => {
    expect(on('backyard-cottage', inYard)).toBe(AduType.BackyardCottage);
  });

  it('is detached internal inside the setback area, not within buildings, on any other page', () => {
    expect(on('in-home-apartment', inYard)).toBe(AduType.DetachedInternal);
    expect(on('overview', inYard)).toBe(AduType.DetachedInternal);
    // Partly over the house is not within it.
    expect(on('in-home-apartment', box(30, 40, 50, 60))).toBe(AduType.DetachedInternal);
  });

  it('is the forbidden detached internal area outside the setback area over a building, except on the cottage page', () => {
    expect(on('in-home-apartment', acrossGarage)).toBe(AduType.ForbiddenDetachedInternalArea);
    expect(on('backyard-cottage', acrossGarage)).toBe(AduType.ForbiddenArea);
    // Touching a building counts as overlapping it.
    expect(on('in-home-apartment', box(62, 70, 70, 90))).toBe(AduType.ForbiddenDetachedInternalArea);
  });

  it('is the forbidden area outside the setback area otherwise, and without one', () => {
    expect(on('in-home-apartment', outside)).toBe(AduType.ForbiddenArea);
    expect(on('backyard-cottage', outside)).toBe(AduType.ForbiddenArea);
    expect(classifyAduType(inYard, { page: 'backyard-cottage', area: null, buildings })).toBe(AduType.ForbiddenArea);
    expect(classifyAduType(overHouse, { page: 'in-home-apartment', area: undefined, buildings })).toBe(AduType.ForbiddenDetachedInternalArea);
  });

  it('lets the lot stand in for an unknown setback area', () => {
    const lot = box(-10, -10, 80, 120);
    expect(classifyAduType(inYard, { page: 'in-home-apartment', area: undefined, buildings, lot })).toBe(AduType.DetachedInternal);
    expect(classifyAduType(overHouse, { page: 'in-home-apartment', area: undefined, buildings, lot })).toBe(AduType.InHomeApartment);
    expect(classifyAduType(box(75, 0, 95, 20), { page: 'backyard-cottage', area: undefined, buildings, lot })).toBe(AduType.ForbiddenArea);
    // No room left is not unknown.
    expect(classifyAduType(inYard, { page: 'in-home-apartment', area: null, buildings, lot })).toBe(AduType.ForbiddenArea);
  });

  it('counts a structure sticking out by less than 1/4 inch as inside, and no more', () => {
    expect(on('backyard-cottage', box(-0.1 * INCH, 0, 20, 30))).toBe(AduType.BackyardCottage);
    // Its corner sticks out by 0.21 inch.
    expect(on('backyard-cottage', box(-0.15 * INCH, -0.15 * INCH, 20, 30))).toBe(AduType.BackyardCottage);
    expect(on('backyard-cottage', box(-0.25 * INCH, 0, 20, 30))).toBe(AduType.ForbiddenArea);
    expect(on('backyard-cottage', box(-1 * INCH, 0, 20, 30))).toBe(AduType.ForbiddenArea);
  });
});
