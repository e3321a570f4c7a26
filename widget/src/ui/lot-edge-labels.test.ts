import { describe, expect, it } from 'vitest';
import { EdgeKind, EdgeReason, LABEL_EDGE_KINDS, LOT_EDGE_KINDS } from '../../../core/setback';
import { createTranslator } from '../i18n/messages';
import { EDGE_KIND_STYLES, edgeKindKey, edgeKindOfAnswer, edgeKindSlug, edgeKindsPresent, edgeReasonKey, withEdgeLabels } from './lot-edge-labels';

const en = createTranslator('en');
const es = createTranslator('es');

describe('lot line kinds', () => {
  it('colours each kind as the map and the PDF draw it, only the unknown kind dashed', () => {
    expect(LOT_EDGE_KINDS.map((kind) => [kind, EDGE_KIND_STYLES[kind].color, EDGE_KIND_STYLES[kind].dashed])).toEqual([
      ['front', '#d1242f', false],
      ['exterior side', '#bc4c00', false],
      ['interior side', '#0969da', false],
      ['rear', '#1a7f37', false],
      ['unknown', '#57606a', true],
    ]);
  });

  it('names every kind in English and Spanish', () => {
    expect(LOT_EDGE_KINDS.map((kind) => en(edgeKindKey(kind)))).toEqual([
      'Front lot line',
      'Exterior side lot line',
      'Interior side lot line',
      'Rear lot line',
      'Lot line of unknown kind',
    ]);
    expect(LOT_EDGE_KINDS.map((kind) => es(edgeKindKey(kind)))).toEqual([
      'Lindero frontal',
      'Lindero lateral exterior',
      'Lindero lateral interior',
      'Lindero posterior',
      'Lindero de tipo desconocido',
    ]);
  });

  it('reads the one side kind of earlier answers as an interior side, and anything else as unknown', () => {
    expect(edgeKindOfAnswer('side')).toBe(EdgeKind.InteriorSide);
    expect(edgeKindOfAnswer('exterior side')).toBe(EdgeKind.ExteriorSide);
    expect(edgeKindOfAnswer('street')).toBe(EdgeKind.Unknown);
    expect(en(edgeKindKey('side'))).toBe('Interior side lot line');
  });

  it('makes one CSS class word of each kind', () => {
    expect(LOT_EDGE_KINDS.map(edgeKindSlug)).toEqual(['front', 'exterior-side', 'interior-side', 'rear', 'unknown']);
  });

  it('lists the kinds a lot has once each, in the legend’s order', () => {
    const edges = ['rear', 'interior side', 'front', 'interior side', 'front'].map((kind) => ({ kind }));
    expect(edgeKindsPresent(edges)).toEqual(['front', 'interior side', 'rear']);
    expect(edgeKindsPresent([{ kind: 'unknown' }, { kind: 'exterior side' }, { kind: 'side' }])).toEqual(['exterior side', 'interior side', 'unknown']);
    expect(edgeKindsPresent([])).toEqual([]);
  });
});

describe('why a lot line has its kind', () => {
  it('has different words for every reason of core, in both languages', () => {
    const reasons = Object.values(EdgeReason);
    expect(reasons).toContain('no-evidence');
    for (const t of [en, es]) {
      const words = reasons.map((reason) => {
        const key = edgeReasonKey(reason);
        expect(key, reason).not.toBeNull();
        return t(key!);
      });
      expect(new Set(words).size).toBe(reasons.length);
    }
    expect(en(edgeReasonKey('address-street')!)).toBe('It faces the street named in the address');
    expect(es(edgeReasonKey('neighbour')!)).toBe('Más allá hay un lote vecino');
    expect(en(edgeReasonKey('user')!)).toBe(en('edit.setByYou'));
  });

  it('has no words for a reason it does not know, nor for keys of Object.prototype', () => {
    expect(edgeReasonKey('because')).toBeNull();
    expect(edgeReasonKey('toString')).toBeNull();
  });
});

describe('withEdgeLabels', () => {
  const stored = [
    { index: 0, kind: 'front' as const },
    { index: 3, kind: 'rear' as const },
  ];

  it('sends the stored labels with the changes put in, by index', () => {
    expect(withEdgeLabels(stored, new Map([[2, 'exterior side']]), 4)).toEqual([
      { index: 0, kind: 'front' },
      { index: 2, kind: 'exterior side' },
      { index: 3, kind: 'rear' },
    ]);
  });

  it('replaces a stored label of a changed lot line instead of repeating it', () => {
    expect(withEdgeLabels(stored, new Map([[0, 'interior side']]), 4)).toEqual([
      { index: 0, kind: 'interior side' },
      { index: 3, kind: 'rear' },
    ]);
  });

  it('leaves out stored labels of lot lines the lot no longer has', () => {
    expect(withEdgeLabels(stored, new Map([[1, 'rear']]), 3)).toEqual([
      { index: 0, kind: 'front' },
      { index: 1, kind: 'rear' },
    ]);
  });

  it('offers exactly the four kinds a person may choose', () => {
    expect([...LABEL_EDGE_KINDS]).toEqual(['front', 'exterior side', 'interior side', 'rear']);
  });
});
