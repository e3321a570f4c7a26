import { describe, expect, it } from 'vitest';
import { galleryContent, paginationDots, stepSlide } from './gallery-model';

const config = (features: Record<string, boolean>, gallery = { int: [] as string[], ext: [] as string[] }) => ({ features, gallery });

describe('galleryContent', () => {
  it('shows the page’s kind of images, or the default illustrations when the organization has none', () => {
    const images = { int: ['/static/int-1.jpg'], ext: [] };
    expect(galleryContent(config({ gallery: true }, images), 'in-home-apartment')).toEqual({ show: true, kind: 'int', images: ['/static/int-1.jpg'] });
    expect(galleryContent(config({ gallery: true }, images), 'backyard-cottage')).toEqual({ show: true, kind: 'ext', images: 'default' });
  });

  it('follows the gallery flag and the page’s own gallery flag, and needs an organization', () => {
    expect(galleryContent(config({ gallery: false }), 'backyard-cottage')).toEqual({ show: false });
    expect(galleryContent(config({ gallery: true, 'backyard_cottage.gallery': false }), 'backyard-cottage')).toEqual({ show: false });
    expect(galleryContent(config({ gallery: true, 'backyard_cottage.gallery': false }), 'in-home-apartment')).toMatchObject({ show: true, kind: 'int' });
    expect(galleryContent(config({ in_home_apartment: false, 'in_home_apartment.gallery': true }), 'in-home-apartment')).toEqual({ show: false });
    expect(galleryContent(null, 'backyard-cottage')).toEqual({ show: false });
  });
});

describe('stepSlide', () => {
  it('moves forward and back, wrapping at both ends', () => {
    expect(stepSlide(0, 1, 10)).toBe(1);
    expect(stepSlide(9, 1, 10)).toBe(0);
    expect(stepSlide(0, -1, 10)).toBe(9);
    expect(stepSlide(3, -13, 10)).toBe(0);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});

describe('paginationDots', () => {
  const sizes = (count: number, current: number) => paginationDots(count, current).map((dot) => `${dot.index}${dot.size[0]}`).join(' ');

  it('shows every dot when there are five slides or fewer', () => {
    expect(sizes(3, 1)).toBe('0n 1a 2n');
    expect(sizes(5, 4)).toBe('0n 1n 2n 3n 4a');
    expect(paginationDots(0, 0)).toEqual([]);
  });

  it('keeps five dots around the current slide, the end dots smaller where more slides lie beyond', () => {
    expect(sizes(12, 0)).toBe('0a 1n 2n 3n 4e');
    expect(sizes(12, 2)).toBe('0n 1n 2a 3n 4e');
    expect(sizes(12, 3)).toBe('1e 2n 3a 4n 5e');
    expect(sizes(12, 9)).toBe('7e 8n 9a 10n 11n');
    expect(sizes(12, 11)).toBe('7e 8n 9n 10n 11a');
  });

  it('always includes the current slide, whatever it is', () => {
    for (let current = 0; current < 22; current++) {
      const dots = paginationDots(22, current);
      expect(dots).toHaveLength(5);
      expect(dots.filter((dot) => dot.size === 'active').map((dot) => dot.index)).toEqual([current]);
    }
  });
});
