// The words of the analysis: lengths to the nearest inch, areas, percentages, articles, lists and sources.
import { describe, expect, it } from 'vitest';
import { formatFeetInches, formatPercent, formatSqFt, listText, sourceText, withArticle } from './analysis-text';

describe('analysis text', () => {
  it('writes lengths in feet and inches, rounded to the inch', () => {
    expect([2.5, 10, 7 / 12, 0, 9.99, 50.249, 0.02].map(formatFeetInches)).toEqual(['2 ft 6 in', '10 ft', '7 in', '0 ft', '10 ft', '50 ft 3 in', '0 ft']);
  });

  it('writes areas, percentages, articles and lists', () => {
    expect([formatSqFt(1199.6), formatPercent(35), formatPercent(34.96)]).toEqual(['1,200 sq ft', '35%', '35%']);
    expect([withArticle('in-home apartment'), withArticle('shed')]).toEqual(['an in-home apartment', 'a shed']);
    expect([listText([]), listText(['a']), listText(['a', 'b']), listText(['a', 'b', 'c'])]).toEqual(['', 'a', 'a and b', 'a, b and c']);
  });

  it('names a source by its document title and section headings, once', () => {
    expect(sourceText([{ doc: 'maple-hollow-zoning', sections: ['pools-courts'] }, { doc: 'maple-hollow-zoning', sections: ['pools-courts'] }])).toBe(
      'Maple Hollow Zoning Bylaw (fictional demo town), Pools and sport courts',
    );
    expect(sourceText([{ doc: 'cambridge-multifamily-2025', sections: ['adoption', 'setbacks'] }])).toBe(
      'Cambridge zoning for multifamily housing citywide (Community Development Department), Adoption, Side and rear setbacks',
    );
  });
});
