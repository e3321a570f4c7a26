// Floor drawings: the same plan gives the same SVG, with walls, a door gap on the ground floor
// only, and every side's length in feet and inches.
import { describe, expect, it } from 'vitest';
import { FLOOR_PLANS, findCataloguePlan } from './catalogue';
import { feetAndInchesLabel, planDrawing } from './drawing';

const texts = (svg: string): string[] => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);

describe('feetAndInchesLabel', () => {
  it('writes feet and inches, rounded to the inch', () => {
    expect([feetAndInchesLabel(30), feetAndInchesLabel(30.5), feetAndInchesLabel(0.5), feetAndInchesLabel(4.2426)]).toEqual([`30'`, `30' 6"`, `6"`, `4' 3"`]);
  });
});

describe('planDrawing', () => {
  const cottage = findCataloguePlan('plan-backyard-cottage-01')!;

  it('labels every side of a 24 x 20 ft cottage and leaves a door in a long side', () => {
    const svg = planDrawing(cottage, 1);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 28">')).toBe(true);
    expect(texts(svg)).toEqual([`24'`, `20'`, `24'`, `20'`]);
    expect(svg).toContain('<title>One Bedroom Cottage, level 1</title>');
    expect(svg).toContain('fill-rule="evenodd"');
    // The door gap: 3 ft centred on the 24 ft bottom side (plan x 10.5 to 13.5, so 14.5 to 17.5 past the 4 ft margin), across the wall.
    expect(svg).toContain('<path d="M14.5 24.05L17.5 24.05L17.5 23.45L14.5 23.45Z" fill="#ffffff"/>');
  });

  it('is deterministic and draws each floor, the door on the ground floor only', () => {
    const colonial = findCataloguePlan('plan-single-family-02')!;
    expect(planDrawing(colonial, 1)).toBe(planDrawing({ ...colonial }, 1));
    expect(planDrawing(colonial, 1)).toContain('fill="#ffffff"');
    expect(planDrawing(colonial, 2)).not.toContain('fill="#ffffff"');
    expect(planDrawing(colonial, 2)).toContain('<title>Colonial, level 2</title>');
    expect(() => planDrawing(colonial, 3)).toThrow('planDrawing needs a floor from 1 to 2, got 3');
  });

  it('labels the sides of L and clipped-corner outlines', () => {
    expect(texts(planDrawing(findCataloguePlan('plan-backyard-cottage-03')!, 1))).toEqual([`30'`, `16'`, `10'`, `10'`, `20'`, `26'`]);
    expect(texts(planDrawing(findCataloguePlan('plan-deck-03')!, 1))).toEqual([`12'`, `5' 8"`, `8'`, `5' 8"`, `12'`, `5' 8"`, `8'`, `5' 8"`]);
  });

  it('draws every catalogue plan with one label per side and no broken numbers', () => {
    for (const plan of FLOOR_PLANS) {
      const svg = planDrawing(plan, 1);
      expect(texts(svg), plan.uuid).toHaveLength(plan.dimensions.length);
      expect(svg, plan.uuid).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  it('draws an empty sheet with the title for a broken plan', () => {
    expect(planDrawing({ name: 'Mine & yours', dimensions: null, angles: null, num_floors: 1 }, 1)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Mine &amp; yours, level 1</title></svg>',
    );
  });
});
