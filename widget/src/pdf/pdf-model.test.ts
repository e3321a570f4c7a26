import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { LayoutUnit, MapNote } from '../../../core/api';
import { GeneratePdfRequestSchema, MAX_MEASUREMENT_LINES, PDF_LOCALES } from '../../../core/api';
import { LOCALES } from '../i18n/messages';
import { FALLBACK_PDF_NAME, measurementLinesOf, pdfFileName, pdfRequestBody } from './pdf-model';

const line = (id: string, coordinates: [number, number][]): MapNote => ({
  type: 'Feature',
  geometry: { type: 'LineString', coordinates },
  properties: { id, kind: 'line' },
});
const text: MapNote = { type: 'Feature', geometry: { type: 'Point', coordinates: [-71, 42] }, properties: { id: 't', kind: 'text', text: 'Gate' } } as MapNote;

describe('pdfFileName', () => {
  it('names the file after the last segment of the link, decoded', () => {
    expect(pdfFileName('https://lotline.example/api/pdf/0123456789abcdef0123456789abcdef/12-maple-st-backyard-cottage.pdf')).toBe('12-maple-st-backyard-cottage.pdf');
    expect(pdfFileName('/api/pdf/0123456789abcdef0123456789abcdef/My%20cottage.pdf')).toBe('My cottage.pdf');
  });

  it('falls back to report.pdf when the link ends in a slash or is not a URL', () => {
    expect(pdfFileName('https://lotline.example/api/pdf/')).toBe(FALLBACK_PDF_NAME);
    expect(pdfFileName('http://[')).toBe('report.pdf');
  });
});

describe('measurementLinesOf', () => {
  it('turns each segment of each line note into a measurement line and skips other notes', () => {
    const notes = [line('a', [[-71, 42], [-71.001, 42], [-71.001, 42.001]]), text, line('b', [[-70, 41], [-70.5, 41]])];
    expect(measurementLinesOf(notes)).toEqual([
      { from: [-71, 42], to: [-71.001, 42] },
      { from: [-71.001, 42], to: [-71.001, 42.001] },
      { from: [-70, 41], to: [-70.5, 41] },
    ]);
  });

  it('keeps at most the number of lines the server draws', () => {
    const long = line('c', Array.from({ length: MAX_MEASUREMENT_LINES + 10 }, (_, i) => [-71 + i / 1000, 42] as [number, number]));
    expect(measurementLinesOf([long])).toHaveLength(MAX_MEASUREMENT_LINES);
  });
});

describe('pdfRequestBody', () => {
  it('sends the property, page, units, lines and locale, and no organization: the server brands it by who asks', () => {
    const unit = { type: 'Feature' } as unknown as LayoutUnit;
    const notes = [line('a', [[-71, 42], [-71.001, 42]])];
    expect(pdfRequestBody({ propertyId: 'ma-x/1', page: 'backyard-cottage', units: [unit], notes, locale: 'en' })).toEqual({
      property_id: 'ma-x/1',
      page: 'backyard-cottage',
      adus: [unit],
      measurement_lines: [{ from: [-71, 42], to: [-71.001, 42] }],
      locale: 'en',
    });
  });

  it("sends the widget's locale, which the body's schema accepts", () => {
    const body = pdfRequestBody({ propertyId: 'ma-x/1', page: 'in-home-apartment', units: [], notes: [], locale: 'es' });
    expect(body.locale).toBe('es');
    expect(v.parse(GeneratePdfRequestSchema, body)).toEqual({ property_id: 'ma-x/1', page: 'in-home-apartment', adus: [], measurement_lines: [], locale: 'es' });
    // The PDF is printed in every language the widget speaks, and only those.
    expect([...PDF_LOCALES].sort()).toEqual([...LOCALES].sort());
  });
});
