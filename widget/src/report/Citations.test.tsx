// A report value's sources: the first shown, the others behind 'Show N more' (rendered hidden, so
// paper lists them all), each link naming its publisher and document in English, opening in a new
// tab, with the day it was checked; a source without a link is plain text; in English and Spanish.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../core/api';
import type { ReportCitation } from '../../../core/rules';
import { lotStreetData } from '../layout/test-support/lot-fixture';
import { CitationList, Citations } from './Citations';
import { renderInReport } from './test-support/report-harness';

const citation = (document_id: string, sequence: string, fields: Partial<ReportCitation> = {}): ReportCitation => ({
  document_id,
  sequences: [sequence],
  source_url: `https://laws.test/${encodeURIComponent(document_id)}`,
  label: `${document_id} · ${sequence}`,
  publisher: 'Commonwealth of Massachusetts',
  verified_at: '2026-03-14',
  ...fields,
});

const items = () => [...document.querySelectorAll<HTMLLIElement>('li.citation')];

describe('Citations', () => {
  it('shows the first source and hides the rest behind Show N more, which toggles them', async () => {
    const list = [citation('760 CMR 71.00', '71.03'), citation('MGL c.40A', '§3'), citation('Bylaw', '5.1')];
    await renderInReport(<CitationList citations={list} />);
    expect(items().map((item) => item.hidden)).toEqual([false, true, true]);
    const more = screen.getByRole('button', { name: 'Show 2 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(document.querySelector('.citations__list')!.id);
    fireEvent.click(more);
    expect(items().map((item) => item.hidden)).toEqual([false, false, false]);
    expect(more.textContent).toBe('Show fewer');
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(more);
    expect(items().map((item) => item.hidden)).toEqual([false, true, true]);
  });

  it('names a link by its publisher and document, in English, opening in a new tab, with the day it was checked', async () => {
    await renderInReport(<CitationList citations={[citation('760 CMR 71.00', '71.03', { label: '760 CMR 71.00 · 71.03 Dimensional standards' })]} />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Commonwealth of Massachusetts: 760 CMR 71.00 · 71.03 Dimensional standards (opens in a new tab)');
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['https://laws.test/760%20CMR%2071.00', '_blank', 'noopener noreferrer']);
    expect(link.querySelector('[lang="en"]')).not.toBeNull();
    expect(items()[0]!.textContent).toContain('(checked March 14, 2026)');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a source without a link as text, each source once, and nothing for none', async () => {
    const first = await renderInReport(<CitationList citations={[citation('Notes', '1', { source_url: '', verified_at: '' }), citation('Notes', '1')]} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(items().map((item) => item.textContent)).toEqual(['Commonwealth of Massachusetts: Notes · 1']);
    first.unmount();
    const none = await renderInReport(<CitationList citations={[]} />);
    expect(none.container.innerHTML).toBe('');
  });

  it('reads the sources of report fields from the street data', async () => {
    const property = lotStreetData({ citations: { 'adu.ext_legal': [citation('A', '1')], 'adu.int_legal': [citation('B', '2')] } } as Partial<StreetData>);
    await renderInReport(<Citations fields={['adu.ext_legal', 'adu.int_legal']} />, { property });
    expect(items().map((item) => item.textContent?.split(' (')[0])).toEqual(['Commonwealth of Massachusetts: A · 1', 'Commonwealth of Massachusetts: B · 2']);
  });

  it('says the sources are in English, in Spanish', async () => {
    await renderInReport(<CitationList citations={[citation('A', '1'), citation('B', '2')]} />, { locale: 'es' });
    expect(document.querySelector('.citations__label')?.textContent).toBe('Fuentes (en inglés):');
    expect(screen.getByRole('button', { name: 'Mostrar 1 más' })).toBeTruthy();
    expect(items()[0]!.textContent).toContain('revisado el');
  });
});
