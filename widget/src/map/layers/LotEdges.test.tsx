// The lot lines on the map: each a named tab stop coloured by its kind, and the legend of the kinds
// this lot has, folded behind a button on a phone-wide map; in English and Spanish.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lotEdgesFt } from '../../layout/test-support/lot-fixture';
import { renderOnMap } from '../test-support/map-harness';
import { FOLDED_LEGEND_MAX_WIDTH_PX, LotEdges, UNSURE_DASH } from './LotEdges';

const edgePaths = (box: HTMLElement) => [...box.querySelectorAll<SVGPathElement>('path.map__edge')];

describe('LotEdges', () => {
  it('draws each lot line as a tab stop named by its number, length, kind and reason, classed by its kind', async () => {
    const { mapBox } = await renderOnMap(<LotEdges edges={lotEdgesFt()} />);
    const paths = edgePaths(mapBox());
    expect(paths.map((path) => path.getAttribute('aria-label'))).toEqual([
      'Lot line 1 · 100 ft: Front lot line. It faces the street named in the address',
      'Lot line 2 · 200 ft: Interior side lot line. A neighboring lot lies beyond it',
      'Lot line 3 · 100 ft: Rear lot line. It faces away from the front',
      'Lot line 4 · 200 ft: Exterior side lot line. A street runs along it',
    ]);
    expect(paths.map((path) => [path.getAttribute('tabindex'), path.getAttribute('role')])).toEqual(Array(4).fill(['0', 'img']));
    expect(paths.map((path) => [...path.classList].find((name) => name.startsWith('map__edge--')))).toEqual([
      'map__edge--front',
      'map__edge--interior-side',
      'map__edge--rear',
      'map__edge--exterior-side',
    ]);
  });

  it('lists the kinds present in the legend’s order, unknown ones once, and no toggle on a wide map', async () => {
    const edges = lotEdgesFt();
    edges[1] = { ...edges[1]!, kind: 'something new', reason: 'not a reason we know' };
    await renderOnMap(<LotEdges edges={edges} />);
    const legend = screen.getByRole('list', { name: 'Lot lines' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Front lot line', 'Exterior side lot line', 'Rear lot line', 'Lot line of unknown kind']);
    expect(legend.hidden).toBe(false);
    expect(screen.queryByRole('button', { name: 'Legend' })).toBeNull();
    // A reason without words leaves the kind alone in the line's name.
    expect(edgePaths(document.body)[1]!.getAttribute('aria-label')).toBe('Lot line 2 · 200 ft: Lot line of unknown kind');
  });

  it('folds the legend on a phone-wide map until the button opens it, and keeps the choice', async () => {
    await renderOnMap(<LotEdges edges={lotEdgesFt()} />, { width: FOLDED_LEGEND_MAX_WIDTH_PX - 1 });
    const toggle = screen.getByRole('button', { name: 'Legend' });
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect([toggle.getAttribute('aria-expanded'), list.hidden]).toEqual(['false', true]);
    fireEvent.click(toggle);
    expect([toggle.getAttribute('aria-expanded'), list.hidden]).toEqual(['true', false]);
    fireEvent.click(toggle);
    expect([toggle.getAttribute('aria-expanded'), list.hidden]).toEqual(['false', true]);
  });

  it('says how sure each line is, dots a low-confidence one and adds it to the legend', async () => {
    const edges = lotEdgesFt().map((edge, i) => ({ ...edge, confidence: i === 2 ? ('low' as const) : ('high' as const) }));
    const { mapBox } = await renderOnMap(<LotEdges edges={edges} />);
    const paths = edgePaths(mapBox());
    expect(paths[0]!.getAttribute('aria-label')).toBe('Lot line 1 · 100 ft: Front lot line. It faces the street named in the address. Sure: a lot or a street in the data says so');
    expect(paths[2]!.getAttribute('aria-label')).toBe(
      'Lot line 3 · 100 ft: Rear lot line. It faces away from the front. Not sure: guessed from the lot’s shape; check it on a survey. The stricter setback applies to it',
    );
    expect(paths.map((path) => path.classList.contains('map__edge--unsure'))).toEqual([false, false, true, false]);
    expect(paths[2]!.getAttribute('stroke-dasharray')).toBe(UNSURE_DASH);
    const legend = screen.getByRole('list', { name: 'Lot lines' });
    expect(within(legend).getAllByRole('listitem').at(-1)!.textContent).toBe('Not sure of its kind: check it (the stricter setback applies)');
  });

  it('shows no legend for a lot without lot lines', async () => {
    const { mapBox } = await renderOnMap(<LotEdges edges={[]} />);
    expect(screen.queryByRole('list', { name: 'Lot lines' })).toBeNull();
    expect(edgePaths(mapBox())).toEqual([]);
  });

  it('names the lines and the legend in Spanish', async () => {
    const { mapBox } = await renderOnMap(<LotEdges edges={lotEdgesFt()} />, { locale: 'es', width: 320 });
    expect(edgePaths(mapBox())[0]!.getAttribute('aria-label')).toMatch(/^Lindero 1 · 100 pies: Lindero frontal\. /);
    expect(document.querySelector<HTMLElement>('ul[aria-label="Linderos del lote"]')?.hidden).toBe(true);
    expect(screen.getByRole('button', { name: 'Leyenda' })).toBeTruthy();
  });
});
