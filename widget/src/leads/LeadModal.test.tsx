import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetEventMap } from '../../../core/protocol';
import { FAKE_API_BASE, stubFetch, type FakeAnswer } from '../test-support/fake-fetch';
import { AccountContext, type AccountValue } from '../shell/account/account-context';
import { createApiClient } from '../api/client';
import { HostEventsContext } from '../shell/host/host-events';
import { lotStreetData } from '../layout/test-support/lot-fixture';
import { ReportContext, type ReportContextValue } from '../shell/report-context';
import { LeadModal } from './LeadModal';

/** The lead modal of organization org-1 on property p-1, with the leads endpoint answering `answer`. */
function renderLead(options: { embedded: boolean; signedInEmail?: string; token?: string; answer?: () => FakeAnswer | Promise<FakeAnswer> }) {
  const fetch = stubFetch((request) => {
    if (request.method === 'POST' && request.path === '/api/orgs/org-1/leads') return (options.answer ?? (() => ({ status: 201, body: { id: 'lead-1' } })))();
    throw new Error(`unexpected ${request.method} ${request.path}`);
  });
  const property = lotStreetData();
  const report: ReportContextValue = { property, api: createApiClient(FAKE_API_BASE), onLocked: () => undefined, onPropertyChanged: async () => undefined, notify: () => undefined };
  const account = { session: { token: options.token, me: options.signedInEmail ? { user: { email: options.signedInEmail } } : undefined }, apiBase: FAKE_API_BASE, openPanel: () => undefined } as unknown as AccountValue;
  const events: [string, unknown][] = [];
  let closed = 0;
  render(
    <HostEventsContext.Provider value={<K extends keyof WidgetEventMap>(type: K, payload: WidgetEventMap[K]) => void events.push([type, payload])}>
      <AccountContext.Provider value={account}>
        <ReportContext.Provider value={report}>
          <LeadModal title="Talk to a builder" orgId="org-1" orgName="Maple Builders" embedded={options.embedded} onClose={() => closed++} />
        </ReportContext.Provider>
      </AccountContext.Provider>
    </HostEventsContext.Provider>,
  );
  return { fetch, events, closed: () => closed };
}

const next = () => screen.getByRole('button', { name: /^(Next|Submit|Sending…)$/ }) as HTMLButtonElement;
const progress = () => screen.getByText(/^Step \d+ of \d+$/).textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const choose = (label: string) => fireEvent.click(screen.getByRole('checkbox', { name: label }));
const goOn = () => fireEvent.click(next());

/** Answers every step up to the phone number, leaving the defaults of the single choices. */
function answerUpToPhone() {
  type('What is your name?', 'Ada Lovelace');
  goOn();
  type('What is your email?', 'Ada@Example.com');
  goOn();
  choose('Convert existing space ($70k to $200k)');
  choose('Other');
  goOn();
  fireEvent.click(screen.getByRole('radio', { name: 'Committed: ready to start' }));
  goOn();
  expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Maple Hollow');
  goOn();
  fireEvent.click(within(screen.getByRole('group', { name: 'Do you live there?' })).getByRole('radio', { name: 'No' }));
  goOn();
  choose('Had the lot surveyed');
  goOn();
  fireEvent.click(screen.getByRole('radio', { name: 'Septic system' }));
  goOn();
}

describe('the lead form', () => {
  it('offers Next once a name is given, and says a cleared name is required', () => {
    renderLead({ embedded: true });
    expect(screen.getByRole('heading', { name: 'What is your name?' })).toBeTruthy();
    expect(progress()).toBe('Step 1 of 9');
    expect(next().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    type('What is your name?', 'Ada');
    expect(next().disabled).toBe(false);
    type('What is your name?', '');
    expect(screen.getByText('User Name is required.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'What is your name?' }).getAttribute('aria-invalid')).toBe('true');
    expect(next().disabled).toBe(true);
  });

  it('refuses a malformed e-mail, and Back keeps what was typed', () => {
    renderLead({ embedded: true });
    type('What is your name?', 'Ada');
    goOn();
    expect(progress()).toBe('Step 2 of 9');
    type('What is your email?', 'ada@');
    expect(screen.getByText('Please verify that you are entering the correct email.')).toBeTruthy();
    expect(next().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('textbox', { name: 'What is your name?' }) as HTMLInputElement).value).toBe('Ada');
    expect(progress()).toBe('Step 1 of 9');
  });

  it('needs at least one choice of what the visitor is considering', () => {
    renderLead({ embedded: true });
    type('What is your name?', 'Ada');
    goOn();
    type('What is your email?', 'ada@example.com');
    goOn();
    expect(next().disabled).toBe(true);
    choose('Other');
    expect(next().disabled).toBe(false);
    choose('Other');
    expect(screen.getByText('At least one product is required.')).toBeTruthy();
    expect(next().disabled).toBe(true);
  });

  it('sends the embedded form from the phone step, busy while sending, then thanks the visitor and tells the host', async () => {
    let answer!: (value: FakeAnswer) => void;
    const { fetch, events, closed } = renderLead({ embedded: true, answer: () => new Promise((resolve) => (answer = resolve)) });
    answerUpToPhone();
    expect(progress()).toBe('Step 9 of 9');
    expect(next().textContent).toBe('Submit');
    expect(next().disabled).toBe(true);
    type('What is your phone number?', '5551234567');
    expect((screen.getByRole('textbox', { name: 'What is your phone number?' }) as HTMLInputElement).value).toBe('+1 (555) 123-4567');

    await act(async () => goOn());
    expect(next().textContent).toBe('Sending…');
    expect(next().getAttribute('aria-busy')).toBe('true');
    expect(fetch.sentTo('POST', '/api/orgs/org-1/leads').map((r) => r.body)).toEqual([
      {
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        property_address: '12 Maple Street, Maple Hollow, MA 01999',
        addr_state: 'MA',
        addr_city: 'Maple Hollow',
        addr_zip: '01999',
        addr_num: '12',
        addr_street: 'Maple Street',
        lat: '42.37',
        lng: '-71.1',
        signature: '',
        phone: '+1 (555) 123-4567',
        considering: 'Convert existing space ($70k to $200k); Other',
        starting_timeline: 'committed',
        is_owner: 'yes',
        lives_there: 'no',
        steps_taken: 'Had the lot surveyed',
        water_supply: 'municipality',
        sewer_system: 'septic',
        // The report's property and the kind considered (converting: the in-home apartment), in the widget's language.
        property_id: 'p-1',
        adu_kind: 'int',
        locale: 'en',
      },
    ]);
    // A second press while sending sends nothing more.
    await act(async () => goOn());
    expect(fetch.sentTo('POST', '/api/orgs/org-1/leads')).toHaveLength(1);

    await act(async () => answer({ status: 201, body: { id: 'lead-1' } }));
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByText('Your details are on their way to Maple Builders, who will be in touch soon.')).toBeTruthy();
    expect(screen.queryByText(/^Step/)).toBeNull();
    expect(events).toEqual([['lead-submitted', { organization_id: 'org-1', property_id: 'p-1' }]]);
    fireEvent.click(screen.getByRole('button', { name: 'Ok, Great!' }));
    expect(closed()).toBe(1);
  });

  it('keeps the visitor on the last step with their answers when sending fails, and lets them send again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let status = 500;
      const { fetch, events } = renderLead({ embedded: true, answer: () => ({ status, body: status === 201 ? { id: 'lead-1' } : { error: { code: 'internal', message: 'Internal error' } } }) });
      answerUpToPhone();
      type('What is your phone number?', '5551234567');
      await act(async () => goOn());
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]![0]).toBe('The lead could not be sent');
      expect(screen.getByRole('alert').textContent).toBe('Your details could not be sent. Please try again.');
      expect((screen.getByRole('textbox', { name: 'What is your phone number?' }) as HTMLInputElement).value).toBe('+1 (555) 123-4567');
      expect(next().textContent).toBe('Submit');
      expect(next().disabled).toBe(false);
      expect(events).toEqual([]);

      status = 201;
      await act(async () => goOn());
      expect(fetch.sentTo('POST', '/api/orgs/org-1/leads')).toHaveLength(2);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    } finally {
      logged.mockRestore();
    }
  });

  it('brings the visitor back to the field the server refused, with its message, and Next stays off until it changes', async () => {
    const { fetch } = renderLead({
      embedded: true,
      answer: () => ({ status: 400, body: { error: { code: 'invalid_input', message: 'The request has invalid fields.', fields: { addr_zip: ['Zip code is required.'] } } } }),
    });
    answerUpToPhone();
    type('What is your phone number?', '(617) 555-0199');
    expect((screen.getByRole('textbox', { name: 'What is your phone number?' }) as HTMLInputElement).value).toBe('+1 (617) 555-0199');
    await act(async () => goOn());
    expect(fetch.sentTo('POST', '/api/orgs/org-1/leads')).toHaveLength(1);
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    expect(screen.getByText('Zip code is required.').id).toBe(zip.getAttribute('aria-describedby'));
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(next().disabled).toBe(true);
    type('Zip code', '01998');
    expect(screen.queryByText('Zip code is required.')).toBeNull();
    expect(next().disabled).toBe(false);
  });

  it('signed in with a widget token, asks for the e-mail and sends the typed one, never the masked address (issue 28)', async () => {
    const { fetch } = renderLead({ embedded: true, signedInEmail: 'g\u2022\u2022\u2022@example.com', token: 'wgt.abc' });
    type('What is your name?', 'Grace Hopper');
    goOn();
    expect((screen.getByRole('textbox', { name: 'What is your email?' }) as HTMLInputElement).value).toBe('');
    expect(next().disabled).toBe(true);
    type('What is your email?', 'Grace.Office@Example.com');
    goOn();
    choose('Other');
    for (let step = 3; step <= 6; step++) goOn();
    choose('None yet');
    goOn();
    goOn();
    type('What is your phone number?', '5551234567');
    await act(async () => goOn());
    const sent = fetch.sentTo('POST', '/api/orgs/org-1/leads');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ email: 'grace.office@example.com', name: 'Grace Hopper' });
  });

  it('on the hosted page takes the signed-in e-mail as given, asks about an introduction last and sends it', async () => {
    const { fetch } = renderLead({ embedded: false, signedInEmail: 'grace@example.com' });
    type('What is your name?', 'Grace Hopper');
    goOn();
    expect(progress()).toBe('Step 2 of 10');
    expect((screen.getByRole('textbox', { name: 'What is your email?' }) as HTMLInputElement).value).toBe('grace@example.com');
    expect(next().disabled).toBe(false);
    type('What is your email?', 'office@example.com');
    goOn();
    choose('Other');
    // On from the choices (step 3) through the timeline, the address and ownership (steps 4 to 6), with their defaults.
    for (let step = 3; step <= 6; step++) goOn();
    choose('None yet');
    goOn();
    goOn();
    type('What is your phone number?', '5551234567');
    goOn();
    expect(progress()).toBe('Step 10 of 10');
    expect(screen.getByRole('heading', { name: 'May we introduce you to professionals who can help with your project?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    await act(async () => goOn());
    expect(fetch.sentTo('POST', '/api/orgs/org-1/leads')[0]!.body).toMatchObject({ email: 'grace@example.com', introduce: 'no', email_contact_us: 'office@example.com', considering: 'Other', steps_taken: 'None yet' });
    expect(screen.getByRole('heading', { name: 'Thank you!' })).toBeTruthy();
  });
});
