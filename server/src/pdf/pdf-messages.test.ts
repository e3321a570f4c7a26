import { describe, expect, it } from 'vitest';
import { PDF_LOCALES } from '../../../core/api';
import { PDF_CATALOGUES, pdfWords } from './pdf-messages';

describe('the PDF catalogue', () => {
  it('has exactly the English keys in every locale, none empty', () => {
    expect(Object.keys(PDF_CATALOGUES).sort()).toEqual([...PDF_LOCALES].sort());
    const english = Object.keys(PDF_CATALOGUES.en).sort();
    expect(english.length).toBeGreaterThan(40);
    expect(Object.keys(PDF_CATALOGUES.es).sort()).toEqual(english);
    for (const catalogue of Object.values(PDF_CATALOGUES)) expect(Object.values(catalogue).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('keeps the placeholders of each English text in its Spanish', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(PDF_CATALOGUES.en)) expect([key, placeholders(PDF_CATALOGUES.es[key as keyof typeof PDF_CATALOGUES.en])]).toEqual([key, placeholders(text)]);
  });
});

describe('pdfWords', () => {
  const day = new Date(Date.UTC(2026, 10, 22, 23, 30));

  it('prints English words, numbers and dates as the widget does in English', () => {
    const words = pdfWords('en');
    expect(words.t('page.number', { page: 2, total: 5 })).toBe('Page 2 of 5');
    expect(words.t('unit.sqft', { value: words.number(12345) })).toBe('12,345 sq ft');
    expect(words.number(7.5)).toBe('7.5');
    expect(words.date(day)).toBe('November 22, 2026');
    expect([words.pageTitle('backyard-cottage'), words.pageTitle('in-home-apartment')]).toEqual(['Backyard Cottage', 'In-Home Apartment']);
  });

  it('prints Spanish with the widget’s wording and US Spanish numbers and dates', () => {
    const words = pdfWords('es');
    expect(words.t('page.number', { page: 2, total: 5 })).toBe('Página 2 de 5');
    expect(words.t('unit.sqft', { value: words.number(12345) })).toBe('12,345 pies²');
    expect(words.t('size.byRight', { size: words.t('unit.sqft', { value: words.number(900) }) })).toBe('900 pies² por derecho propio');
    expect(words.date(day)).toBe('22 de noviembre de 2026');
    expect([words.pageTitle('backyard-cottage'), words.pageTitle('in-home-apartment')]).toEqual(['Cabaña en el patio', 'Apartamento dentro de la casa']);
    expect([words.t('section.facts'), words.t('fact.lotSize'), words.t('fact.zone'), words.t('placement.front')]).toEqual([
      'Datos de la propiedad',
      'Tamaño del lote',
      'Zona',
      'Retiro frontal',
    ]);
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(pdfWords('en').t('page.number', { page: 1 })).toBe('Page 1 of {total}');
  });
});
