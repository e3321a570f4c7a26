// An ADU page's report: its nine sections in the spec's order, each open at first and closed or
// opened from its heading, the page told which section is open (the URL carries it), and a section
// the URL names opened again; in English and Spanish. The page is a Newton lot the state's right
// reaches, evaluated by the real rules.
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../core/api';
import { RULESETS, evaluate, toBylaws } from '../../../core/rules';
import { LayoutProvider } from '../layout/LayoutProvider';
import { lotStreetData } from '../layout/test-support/lot-fixture';
import type { SentRequest } from '../test-support/fake-fetch';
import { createApiClient } from '../api/client';
import { FAKE_API_BASE } from '../test-support/fake-fetch';
import { AduPage } from './AduPage';
import { renderInReport } from './test-support/report-harness';

function newtonLot(): StreetData {
  const evaluation = evaluate(
    { state: 'MA', jurisdictionId: 'ma-newton', placeName: 'Newton', zoning: [{ zoningMap: 'assessor', zoneCode: 'SR2' }], propertyType: 'Single Family', grossFloorArea: 2400, lotSize: 8000 },
    RULESETS,
    '2026-06-01',
  );
  const { bylaws, citations } = toBylaws(evaluation, { considerations: [] });
  return lotStreetData({ bylaws, citations, lot_edges: [], gis_layers: [], special_considerations: {}, city_external_links: [], user: null } as Partial<StreetData>);
}

/** The catalogue is empty, no booking page is configured, and nothing else is asked. */
function answers(request: SentRequest) {
  if (request.path.startsWith('/api/floor-plans')) return { body: { plans: [] } };
  if (request.path === '/api/scheduling') return { body: { scheduling_url: null } };
  throw new Error(`unexpected ${request.method} ${request.path}`);
}

const SECTIONS_EN = [
  'I. Is it generally allowed here',
  'II. Special Considerations',
  'III. Size Limitations',
  'IV. Placement',
  'Summary',
  'What it costs',
  'What it could earn',
  'What comes next',
  'Other Things to Know',
];

async function renderPage(options: { section?: string; locale?: 'en' | 'es' } = {}) {
  const property = newtonLot();
  const opened: (string | undefined)[] = [];
  const page = (section: string | undefined) => (
    <LayoutProvider property={property} api={createApiClient(FAKE_API_BASE)} page="backyard-cottage" notify={() => undefined} onPropertyChanged={async () => undefined}>
      <AduPage page="backyard-cottage" section={section} embedded address={undefined} hrefOf={() => '/report'} onSection={(id) => opened.push(id)} onChangeZone={() => undefined} />
    </LayoutProvider>
  );
  const view = await renderInReport(page(options.section), { property, answer: answers, locale: options.locale ?? 'en' });
  // The floor plans' and the booking page's answers come in (each asked once for the page's life).
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return { ...view, opened, show: (section: string | undefined) => view.rerender(page(section)) };
}

const headings = () => [...document.querySelectorAll<HTMLButtonElement>('.prefeasibility .report-section__toggle')];
const heading = (name: string) => screen.getByRole('button', { name });

describe('AduPage', () => {
  it('shows the nine sections in the spec’s order, each open', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Backyard Cottage');
    expect(headings().map((button) => button.textContent)).toEqual(SECTIONS_EN);
    expect(headings().map((button) => button.getAttribute('aria-expanded'))).toEqual(Array(9).fill('true'));
    expect(document.querySelector('#placement table caption')?.textContent).toBe('Setbacks: Backyard Cottage');
  });

  it('closes and opens a section from its heading, telling the page which is open', async () => {
    const view = await renderPage();
    fireEvent.click(heading('IV. Placement'));
    expect([heading('IV. Placement').getAttribute('aria-expanded'), document.getElementById('placement-body')!.hidden]).toEqual(['false', true]);
    fireEvent.click(heading('IV. Placement'));
    expect(heading('IV. Placement').getAttribute('aria-expanded')).toBe('true');
    expect(view.opened).toEqual([undefined, 'placement']);
    // The others stay as they were.
    expect(headings().filter((button) => button.getAttribute('aria-expanded') === 'false')).toEqual([]);
  });

  it('opens a closed section again when the URL names it', async () => {
    const view = await renderPage();
    fireEvent.click(heading('What it costs'));
    expect(heading('What it costs').getAttribute('aria-expanded')).toBe('false');
    act(() => view.show('what-it-costs'));
    expect(heading('What it costs').getAttribute('aria-expanded')).toBe('true');
  });

  it('has no Share button embedded in a host page', async () => {
    await renderPage();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('names the sections in Spanish', async () => {
    await renderPage({ locale: 'es' });
    expect(headings().map((button) => button.textContent)).toEqual([
      'I. ¿Está permitido en general aquí?',
      'II. Consideraciones especiales',
      'III. Límites de tamaño',
      'IV. Ubicación',
      'Resumen',
      'Lo que cuesta',
      'Lo que podría rentar',
      'Los próximos pasos',
      'Otras cosas que debe saber',
    ]);
  });
});
