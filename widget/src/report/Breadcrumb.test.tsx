// The report's breadcrumb: nothing on the overview (its heading says where the reader is); on an ADU
// page or the playground, a real link back to the overview that a plain click follows inside the
// widget (a modified click is the browser's, for a new tab), then the page itself; in English and
// Spanish.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator, loadLocale, type Locale } from '../i18n/messages';
import { TranslateContext } from '../i18n/use-translate';
import type { NavState } from '../shell/navigation/state';
import { Breadcrumb } from './Breadcrumb';

async function renderCrumb(nav: NavState, locale: Locale = 'en') {
  await loadLocale(locale);
  const visited: NavState[] = [];
  const view = render(
    <TranslateContext.Provider value={createTranslator(locale)}>
      <Breadcrumb nav={nav} hrefOf={(state) => `/report?page=${state.page}`} navigate={(state) => visited.push(state)} />
    </TranslateContext.Provider>,
  );
  return { ...view, visited };
}

describe('Breadcrumb', () => {
  it('is not shown on the overview', async () => {
    const { container } = await renderCrumb({ page: 'overview' });
    expect(container.innerHTML).toBe('');
  });

  it('links back to the overview and names the page it is on', async () => {
    await renderCrumb({ page: 'backyard-cottage', section: 'placement' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.textContent).toBe('OverviewBackyard Cottage');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('href')).toBe('/report?page=overview');
    expect(screen.getByText('Backyard Cottage').getAttribute('aria-current')).toBe('page');
  });

  it('follows a plain click inside the widget, and leaves a modified or middle click to the browser', async () => {
    const { visited } = await renderCrumb({ page: 'playground' });
    const link = screen.getByRole('link', { name: 'Overview' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(visited).toEqual([]);
    // A plain click is taken: its default (leaving the page) is prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(visited).toEqual([{ page: 'overview', address: undefined }]);
  });

  it('says it in Spanish', async () => {
    await renderCrumb({ page: 'in-home-apartment' }, 'es');
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' }).textContent).toBe('ResumenApartamento dentro de la casa');
  });
});
