import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/messages';
import { groupHeading } from './history-model';

describe('groupHeading', () => {
  it('names the recent groups in the spec’s words, and later ones by month and year in the locale', () => {
    const t = createTranslator('en');
    const keys = ['today', 'yesterday', 'previous7', 'previous30'] as const;
    expect(keys.map((label_key) => groupHeading({ label_key }, t, 'en'))).toEqual(['Today', 'Yesterday', 'Previous 7 Days', 'Previous 30 Days']);
    expect(groupHeading({ label_key: 'month', month: '2026-10' }, t, 'en')).toBe('October 2026');
    const es = createTranslator('es');
    expect([groupHeading({ label_key: 'previous7' }, es, 'es'), groupHeading({ label_key: 'month', month: '2026-10' }, es, 'es')]).toEqual(['Últimos 7 días', 'octubre de 2026']);
  });
});
