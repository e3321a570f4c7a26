// Reading text written from English templates into another language: the longer template first,
// every placeholder read or the next template tried, sentences one after another.
import { describe, expect, it } from 'vitest';
import { sentenceBySentence, templateReader, type PlaceholderReading } from './read-templates';

const english = { total: '{label}: {n}', smaller: 'The smaller of these: {n}', cap: 'Cap of {n} ft' } as const;
const spanish = { total: '{label}: {n}', smaller: 'El menor de estos valores: {n}', cap: 'Tope de {n} pies' } as const;
const LABELS: Record<string, string> = { Parking: 'Estacionamiento' };
const placeholder = (name: string): PlaceholderReading => {
  if (name === 'n') return { pattern: '\\d[\\d,]*', read: (text) => ({ n: Number(text.replace(/,/g, '')).toLocaleString('es-US') }) };
  if (name === 'label') return { pattern: '.+?', read: (text) => (Object.hasOwn(LABELS, text) ? { label: LABELS[text]! } : null) };
  throw new Error(`no kind: {${name}}`);
};
const read = templateReader(english, spanish, placeholder);

describe('templateReader', () => {
  it('fills the other language’s template of the template that matches, its own words weighing first', () => {
    expect(read('The smaller of these: 1200')).toBe('El menor de estos valores: 1,200');
    expect(read('Parking: 2')).toBe('Estacionamiento: 2');
    expect(read('Cap of 900 ft')).toBe('Tope de 900 pies');
  });

  it('answers null where a placeholder has no words, and throws on a placeholder of no kind', () => {
    expect(read('Height: 2')).toBeNull();
    expect(() => templateReader({ x: 'A {what}' }, { x: 'B {what}' }, placeholder)).toThrow('no kind: {what}');
  });
});

describe('sentenceBySentence', () => {
  it('reads sentences one after another where each is known, and nothing where one is not', () => {
    const known = sentenceBySentence((text) => ({ 'Parking.': 'Estacionamiento.', 'Cap of 900 ft.': 'Tope de 900 pies.' })[text] ?? null);
    expect(known('Parking. Cap of 900 ft.')).toBe('Estacionamiento. Tope de 900 pies.');
    expect(known('Parking. Height.')).toBeNull();
  });
});
