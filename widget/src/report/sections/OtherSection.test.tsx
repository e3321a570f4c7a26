// Other things to know: the state's and the town's notes marked by who says them, the evaluation's
// notes, the town's links and bylaws each with its preview card (a skeleton while it loads, the
// plain link where none comes), and when the rules were checked; a town with nothing says so; in
// English and Spanish.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StreetData } from '../../../../core/api';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import type { FakeAnswer, SentRequest } from '../../test-support/fake-fetch';
import { renderInReport } from '../test-support/report-harness';
import { OtherSection } from './OtherSection';

function otherData(fields: Partial<StreetData['bylaws']> = {}, links: StreetData['city_external_links'] = []): StreetData {
  const base = lotStreetData();
  return lotStreetData({
    citations: {},
    city_external_links: links,
    bylaws: { ...base.bylaws, extras: [], notes: [], city_bylaws_url: null, document_updated_at: null, ...fields },
  } as Partial<StreetData>);
}

const PREVIEW = {
  url: 'https://town.test/adu',
  favicon: null,
  hybridGraph: { favicon: null, image: null, title: 'ADUs in Newton', description: 'How to build one' },
  images: [],
  image: null,
  openGraph: { image: null, title: 'ADUs in Newton', description: 'How to build one' },
  htmlInferred: { title: null, description: null },
};

/** A preview for the town's ADU page; no preview for the bylaws. */
function previews(request: SentRequest): FakeAnswer {
  const url = new URL(request.path, 'http://lotline.test').searchParams.get('url');
  if (request.path.startsWith('/api/report/unfurl?') && url === 'https://town.test/adu') return { body: PREVIEW };
  if (request.path.startsWith('/api/report/unfurl?')) return { body: { url, no_preview: 'unreachable', message: 'The page could not be fetched.' } };
  throw new Error(`unexpected ${request.method} ${request.path}`);
}

describe('OtherSection', () => {
  it('marks each note by who says it, lists the evaluation’s notes, and says when the rules were checked', async () => {
    await renderInReport(<OtherSection />, {
      property: otherData({
        extras: [
          { subject: 'Short-term rentals', source: 'STATE', text: 'An ADU may not be rented for less than 30 days.' },
          { subject: 'Parking', source: 'MUNICIPALITY', text: 'No extra parking space is required.' },
        ],
        notes: ['The lot is in two zones.'],
        document_updated_at: '2026-04-30',
      }),
    });
    expect([...document.querySelectorAll('.extra')].map((extra) => [extra.querySelector('.extra__subject')!.textContent, extra.querySelector('.source')!.textContent, extra.querySelector('.extra__text')!.textContent])).toEqual([
      ['Short-term rentals', 'State', 'An ADU may not be rented for less than 30 days.'],
      ['Parking', 'Municipality', 'No extra parking space is required.'],
    ]);
    expect([...document.querySelectorAll('.notes li')].map((note) => note.textContent)).toEqual(['The lot is in two zones.']);
    expect(screen.getByText('Rules checked against their sources on April 30, 2026.')).toBeTruthy();
    expect(screen.queryByText('Nothing more on file for this town.')).toBeNull();
  });

  it('lists the bylaws and the town’s links, each with its preview once it comes, or the plain link', async () => {
    await renderInReport(<OtherSection />, {
      property: otherData({ city_bylaws_url: 'https://town.test/bylaws' }, [{ subject: 'ADU page', link: 'https://town.test/adu' }]),
      answer: previews,
    });
    const items = () => [...document.querySelectorAll<HTMLLIElement>('.links li')];
    expect(items().map((item) => item.querySelector('a')!.textContent)).toEqual(['The town’s bylaws (opens in a new tab)', 'ADU page (opens in a new tab)']);
    await waitFor(() => expect(items().map((item) => item.getAttribute('aria-busy'))).toEqual([null, null]));
    expect(items()[0]!.querySelector('.link-preview')).toBeNull();
    expect(items()[1]!.querySelector('.link-preview__title')?.textContent).toBe('ADUs in Newton');
    expect(items()[1]!.querySelector('.link-preview__site')?.textContent).toBe('town.test');
  });

  it('says a town with nothing more has nothing on file', async () => {
    await renderInReport(<OtherSection />, { property: otherData() });
    expect(document.body.textContent).toBe('Nothing more on file for this town.');
  });

  it('says it in Spanish', async () => {
    await renderInReport(<OtherSection />, { property: otherData({ extras: [{ subject: 'Parking', source: 'STATE', text: 'x' }], document_updated_at: '2026-04-30' }), locale: 'es' });
    expect(document.querySelector('.source')?.textContent).toBe('Estado');
    expect(screen.getByText(/^Normas comprobadas con sus fuentes el /).textContent).toMatch(/2026\.$/);
  });
});
