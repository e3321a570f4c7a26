// A report section rendered as the report shows it, for the report's component tests: inside the
// report context (the API over a stubbed fetch) and the language, with the toasts, the lock
// prompts and the report's reloads read back.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { StreetData } from '../../../../core/api';
import { createApiClient } from '../../api/client';
import { createTranslator, loadLocale, type Locale } from '../../i18n/messages';
import { LocaleContext, TranslateContext } from '../../i18n/use-translate';
import { lotStreetData } from '../../layout/test-support/lot-fixture';
import { FAKE_API_BASE, stubFetch, type FakeAnswer, type SentRequest } from '../../test-support/fake-fetch';
import { ReportContext, type ReportContextValue } from '../../shell/report-context';

/** How the section is rendered. */
export interface ReportOptions {
  property?: StreetData;
  locale?: Locale;
  /** The API's answers; by default every request is unexpected (the client reports a network failure). */
  answer?: (request: SentRequest) => FakeAnswer | Promise<FakeAnswer>;
}

/** Renders `children` in the report of `property`. */
export async function renderInReport(children: ReactNode, options: ReportOptions = {}) {
  const locale = options.locale ?? 'en';
  await loadLocale(locale);
  const fetch = stubFetch(
    options.answer ??
      ((request) => {
        throw new Error(`unexpected ${request.method} ${request.path}`);
      }),
  );
  const toasts: [string, string][] = [];
  let locked = 0;
  let reloads = 0;
  const report: ReportContextValue = {
    property: options.property ?? lotStreetData(),
    api: createApiClient(FAKE_API_BASE),
    onLocked: () => void locked++,
    onPropertyChanged: async () => void reloads++,
    notify: (kind, text) => void toasts.push([kind, text]),
  };
  const inReport = (content: ReactNode) => (
    <LocaleContext.Provider value={locale}>
      <TranslateContext.Provider value={createTranslator(locale)}>
        <ReportContext.Provider value={report}>{content}</ReportContext.Provider>
      </TranslateContext.Provider>
    </LocaleContext.Provider>
  );
  const view = render(inReport(children));
  return {
    ...view,
    /** Renders `content` in place of what was rendered, in the same report. */
    rerender: (content: ReactNode) => view.rerender(inReport(content)),
    fetch,
    toasts,
    locked: () => locked,
    reloads: () => reloads,
  };
}
