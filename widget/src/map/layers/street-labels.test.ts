import { describe, expect, it } from 'vitest';
import { pickStreetLabels, type LabelCandidate } from './street-labels';

const at = (name: string, x: number, y: number, angleDeg = 0): LabelCandidate => ({ name, x, y, angleDeg });

describe('pickStreetLabels', () => {
  it('writes a name once within SAME_NAME_PX, and again farther along its street', () => {
    const candidates = [at('Hurley St', 0, 0), at('Hurley St', 100, 0), at('Hurley St', 319, 0), at('Hurley St', 330, 0), at('Hurley St', 700, 0)];
    expect(pickStreetLabels(candidates)).toEqual([0, 3, 4]);
  });

  it('keeps apart two names that would overlap, the earlier winning, and keeps both when they clear each other', () => {
    // 'Cambridge St' is 84 px wide: a crossing name over its middle collides, one 30 px below does not.
    const candidates = [at('Cambridge St', 0, 0), at('Fifth St', 0, 0, 90), at('Sixth St', 0, 30), at('Otis St', 20, 10)];
    expect(pickStreetLabels(candidates)).toEqual([0, 2]);
  });

  it('keeps a parallel name beside another past the height of a line, and drops one within it', () => {
    expect(pickStreetLabels([at('Otis St', 0, 0), at('Spring St', 0, 17)])).toEqual([0, 1]);
    expect(pickStreetLabels([at('Otis St', 0, 0), at('Spring St', 0, 15)])).toEqual([0]);
  });
});
