import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AccountUser } from '../../../../core/api';
import { OnboardingSubmissionSchema, type OnboardingStep, type SignUpReason } from '../../../../core/api';
import {
  backOutcome,
  embeddingOriginOf,
  initialOnboarding,
  inviteEmailError,
  isNextDisabled,
  nextOutcome,
  onboardingKindOf,
  onboardingReducer,
  phoneInput,
  progressOf,
  stepsOf,
  submissionOf,
  visibleErrors,
  type OnboardingAction,
  type OnboardingState,
} from './onboarding-model';

const user: AccountUser = {
  id: 'u1',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  name: 'Ada Lovelace',
  package: 'free',
  onboarded: false,
  role: null,
  organization_id: null,
  organization_role: null,
  created_at: '2025-01-01T00:00:00.000Z',
};
const invited: AccountUser = { ...user, organization_id: 'acme-builders', organization_role: 'member' };

const run = (state: OnboardingState, ...actions: OnboardingAction[]) => actions.reduce(onboardingReducer, state);
const go = (step: OnboardingStep): OnboardingAction => ({ type: 'go', step });
/** A builder's form filled in up to `step`, by the actions a user takes. */
function builderAt(step: OnboardingStep, hostSearch = ''): OnboardingState {
  const actions: OnboardingAction[] = [
    { type: 'choose-reason', reason: 'Builder' },
    { type: 'accept-terms', accepted: true },
    go('COMPANY'),
    { type: 'change', field: 'organization.name', value: 'Acme Builders' },
    { type: 'change', field: 'organization.phoneNumber', value: '+1 (617) 555-0100' },
    { type: 'change', field: 'organization.land_url', value: 'acme.example' },
    go('PROJECTS'),
    { type: 'toggle-project', key: 'backyard_cottage' },
    { type: 'toggle-project', key: 'deck' },
    go('SERVICE_AREA'),
    { type: 'set-cities', ids: [12, 7] },
    go('UPGRADE_THINGS'),
    { type: 'toggle-goal', key: 'leads' },
  ];
  return run(initialOnboarding(user, hostSearch), ...actions, go(step));
}

describe('the kind of user', () => {
  it('is invited with an organization, already onboarded when onboarded, marketplace by utm_source, else regular', () => {
    expect(onboardingKindOf(invited, '')).toBe('INVITED');
    expect(onboardingKindOf({ ...user, onboarded: true }, '')).toBe('ALREADY_ONBOARDED');
    // An owner who onboarded has an organization too: they are not asked again.
    expect(onboardingKindOf({ ...invited, onboarded: true }, '?utm_source=marketplace')).toBe('ALREADY_ONBOARDED');
    expect(onboardingKindOf(user, '?lotline-address=x&utm_source=marketplace')).toBe('MARKETPLACE');
    expect(onboardingKindOf(user, '?utm_source=newsletter')).toBe('REGULAR');
    expect(onboardingKindOf(user, '')).toBe('REGULAR');
  });
});

describe('the start', () => {
  it('starts at REASON with the user’s names and e-mail, the company e-mail being the user’s', () => {
    const state = initialOnboarding(user, '');
    expect(state.step).toBe('REASON');
    expect([state.values.firstName, state.values.lastName, state.values.email, state.values.organization.email]).toEqual(['Ada', 'Lovelace', 'ada@example.com', 'ada@example.com']);
    expect(state.values.role).toBe('');
    expect(isNextDisabled(state)).toBe(true);
    expect(backOutcome(state)).toBeUndefined();
    // Nothing was touched: no message shows yet, though the reason and the terms are missing.
    expect(state.errors.role).toBe('Please choose a reason');
    expect(state.errors.acceptTerms).toBe('Please read and accept the terms and conditions');
    expect(visibleErrors(state)).toEqual({});
  });

  it('starts invited users at NAME as Other with the text Invited User', () => {
    const state = initialOnboarding(invited, '');
    expect(state.step).toBe('NAME');
    expect([state.values.role, state.values.roleOther]).toEqual(['Other', 'Invited User']);
    expect(backOutcome(state)).toBeUndefined();
  });
});

describe('homeowners', () => {
  it('move on by choosing the reason, are sent at NAME and the dialog closes', () => {
    let state = run(initialOnboarding(user, ''), { type: 'choose-reason', reason: 'Homeowner' });
    expect(state.step).toBe('NAME');
    expect(stepsOf(state)).toEqual(['REASON', 'NAME']);
    // The terms are not accepted yet.
    expect(isNextDisabled(state)).toBe(true);
    state = run(state, { type: 'accept-terms', accepted: true });
    expect(isNextDisabled(state)).toBe(false);
    expect(nextOutcome(state)).toEqual({ kind: 'submit', then: 'close' });
    expect(backOutcome(state)).toEqual({ kind: 'go', step: 'REASON' });
    expect(submissionOf(state)).toEqual({
      onboarded: true,
      user: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', role: 'Homeowner' },
      organization: null,
      city_ids: [],
    });
  });

  it('go the builder’s way when they come back and choose another reason', () => {
    const state = run(initialOnboarding(user, ''), { type: 'choose-reason', reason: 'Homeowner' }, go('REASON'), { type: 'choose-reason', reason: 'Real Estate Agent' });
    expect(state.step).toBe('NAME');
    expect(nextOutcome(run(state, { type: 'accept-terms', accepted: true }))).toEqual({ kind: 'go', step: 'COMPANY' });
  });
});

describe('invited users', () => {
  it('are sent at NAME with the role Invited User and no organization, and the dialog closes', () => {
    const state = run(initialOnboarding(invited, ''), { type: 'accept-terms', accepted: true });
    expect(stepsOf(state)).toEqual(['NAME']);
    expect(nextOutcome(state)).toEqual({ kind: 'submit', then: 'close' });
    expect(submissionOf(state)).toMatchObject({ user: { role: 'Invited User' }, organization: null, city_ids: [] });
  });
});

describe('builders and other organizations', () => {
  it('go through the form, are sent at UPGRADE_THINGS, then invite, schedule and subscribe', () => {
    const state = builderAt('REASON');
    expect(stepsOf(state)).toEqual(['REASON', 'NAME', 'COMPANY', 'PROJECTS', 'SERVICE_AREA', 'UPGRADE_THINGS', 'CONTRIBUTORS', 'SCHEDULE_CALL', 'SUBSCRIBE']);
    const walk: [OnboardingStep, ReturnType<typeof nextOutcome>][] = [
      ['NAME', { kind: 'go', step: 'COMPANY' }],
      ['COMPANY', { kind: 'go', step: 'PROJECTS' }],
      ['PROJECTS', { kind: 'go', step: 'SERVICE_AREA' }],
      ['SERVICE_AREA', { kind: 'go', step: 'UPGRADE_THINGS' }],
      ['UPGRADE_THINGS', { kind: 'submit', then: 'CONTRIBUTORS' }],
    ];
    for (const [step, outcome] of walk) {
      const at = run(state, go(step));
      expect(nextOutcome(at), step).toEqual(outcome);
      expect(isNextDisabled(at), step).toBe(false);
    }
    const sent = run(state, go('UPGRADE_THINGS'), { type: 'submitted' }, go('CONTRIBUTORS'));
    expect(nextOutcome(sent)).toEqual({ kind: 'go', step: 'SCHEDULE_CALL' });
    expect(nextOutcome(run(sent, go('SCHEDULE_CALL')))).toEqual({ kind: 'go', step: 'SUBSCRIBE' });
    expect(nextOutcome(run(sent, go('SUBSCRIBE')))).toEqual({ kind: 'packages' });
  });

  it('send the chosen keys, the website with its scheme, the service area and the reason as role', () => {
    expect(submissionOf(builderAt('UPGRADE_THINGS'))).toEqual({
      onboarded: true,
      user: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', role: 'Builder' },
      organization: {
        name: 'Acme Builders',
        email: 'ada@example.com',
        land_url: 'https://acme.example',
        allowed_origins: ['https://acme.example'],
        settings: { address: '', phoneNumber: '+1 (617) 555-0100', projects: ['backyard_cottage', 'deck'], upgrade: ['leads'] },
      },
      city_ids: [12, 7],
    });
    expect(v.safeParse(OnboardingSubmissionSchema, submissionOf(builderAt('UPGRADE_THINGS'))).success).toBe(true);
  });

  it('offer the website’s origin as a site allowed to embed, sent unless unchecked', () => {
    const state = builderAt('COMPANY');
    expect(state.values.organization.allowEmbedding).toBe(true);
    expect(embeddingOriginOf(run(state, { type: 'change', field: 'organization.land_url', value: 'https://Acme.example/about-us' }))).toBe('https://acme.example');
    // Nothing to offer for an empty or wrong website.
    expect(embeddingOriginOf(run(state, { type: 'change', field: 'organization.land_url', value: '' }))).toBeNull();
    expect(embeddingOriginOf(run(state, { type: 'change', field: 'organization.land_url', value: 'not a site' }))).toBeNull();
    const unchecked = run(state, { type: 'allow-embedding', allowed: false }, go('UPGRADE_THINGS'));
    expect(submissionOf(unchecked).organization?.allowed_origins).toEqual([]);
    const checkedAgain = run(unchecked, { type: 'allow-embedding', allowed: true });
    expect(submissionOf(checkedAgain).organization?.allowed_origins).toEqual(['https://acme.example']);
  });

  it('send the text typed for Other as the role', () => {
    let state = run(initialOnboarding(user, ''), { type: 'choose-reason', reason: 'Other' });
    // Other waits for its text.
    expect(state.step).toBe('REASON');
    expect(isNextDisabled(state)).toBe(true);
    state = run(state, { type: 'touch', field: 'roleOther' });
    expect(visibleErrors(state).roleOther).toBe('When reason is "Other" you should specify the value');
    state = run(state, { type: 'change', field: 'roleOther', value: '  Architect ' });
    expect(isNextDisabled(state)).toBe(false);
    expect(nextOutcome(state)).toEqual({ kind: 'go', step: 'NAME' });
    expect(submissionOf(state).user.role).toBe('Architect');
  });
});

describe('marketplace visitors', () => {
  it('see the success step after the form is sent, and it closes', () => {
    const state = builderAt('UPGRADE_THINGS', '?utm_source=marketplace');
    expect(state.kind).toBe('MARKETPLACE');
    expect(stepsOf(state)).toEqual(['REASON', 'NAME', 'COMPANY', 'PROJECTS', 'SERVICE_AREA', 'UPGRADE_THINGS', 'MARKETPLACE_SUCCESS_STEP']);
    expect(nextOutcome(state)).toEqual({ kind: 'submit', then: 'MARKETPLACE_SUCCESS_STEP' });
    const done = run(state, { type: 'submitted' }, go('MARKETPLACE_SUCCESS_STEP'));
    expect(nextOutcome(done)).toEqual({ kind: 'close' });
    expect(backOutcome(done)).toBeUndefined();
  });

  it('who are homeowners are sent at NAME like any homeowner', () => {
    const state = run(initialOnboarding(user, '?utm_source=marketplace'), { type: 'choose-reason', reason: 'Homeowner' }, { type: 'accept-terms', accepted: true });
    expect(nextOutcome(state)).toEqual({ kind: 'submit', then: 'close' });
  });
});

describe('Back', () => {
  it('goes one step back, not from the first step nor into the sent form, and closes from SUBSCRIBE', () => {
    expect(backOutcome(builderAt('REASON'))).toBeUndefined();
    expect(backOutcome(builderAt('NAME'))).toEqual({ kind: 'go', step: 'REASON' });
    expect(backOutcome(builderAt('SERVICE_AREA'))).toEqual({ kind: 'go', step: 'PROJECTS' });
    expect(backOutcome(builderAt('UPGRADE_THINGS'))).toEqual({ kind: 'go', step: 'SERVICE_AREA' });
    const sent = run(builderAt('UPGRADE_THINGS'), { type: 'submitted' });
    expect(backOutcome(run(sent, go('CONTRIBUTORS')))).toBeUndefined();
    expect(backOutcome(run(sent, go('SCHEDULE_CALL')))).toEqual({ kind: 'go', step: 'CONTRIBUTORS' });
    expect(backOutcome(run(sent, go('SUBSCRIBE')))).toEqual({ kind: 'close' });
  });
});

describe('the company e-mail', () => {
  it('follows the personal e-mail as it is typed until the company e-mail itself is changed', () => {
    let state = run(initialOnboarding(user, ''), { type: 'choose-reason', reason: 'Builder' }, { type: 'change', field: 'email', value: 'ada@acme.example' });
    expect(state.values.organization.email).toBe('ada@acme.example');
    state = run(state, { type: 'change', field: 'organization.email', value: 'office@acme.example' }, { type: 'change', field: 'email', value: 'ada.l@acme.example' });
    expect([state.values.email, state.values.organization.email]).toEqual(['ada.l@acme.example', 'office@acme.example']);
  });
});

describe('Next disabled and the messages', () => {
  it('on NAME while a name is wrong, showing the message once the field was touched', () => {
    let state = run(builderAt('NAME'), { type: 'change', field: 'firstName', value: '   ' });
    expect(isNextDisabled(state)).toBe(true);
    expect(visibleErrors(state)).toEqual({ firstName: 'First Name is required.' });
    state = run(state, { type: 'change', field: 'firstName', value: 'A'.repeat(129) });
    expect(visibleErrors(state).firstName).toBe('First Name must be less than 128 characters.');
    state = run(state, { type: 'change', field: 'firstName', value: 'Ada' }, { type: 'change', field: 'lastName', value: '' });
    expect(visibleErrors(state)).toEqual({ lastName: 'Last Name is required.' });
    expect(isNextDisabled(state)).toBe(true);
  });

  it('on NAME while the e-mail is wrong or the terms are not accepted', () => {
    const state = builderAt('NAME');
    expect(isNextDisabled(run(state, { type: 'change', field: 'email', value: 'ada@' }))).toBe(true);
    expect(visibleErrors(run(state, { type: 'change', field: 'email', value: 'ada@' })).email).toBe('Please verify that you are entering the correct email.');
    const refused = run(state, { type: 'accept-terms', accepted: false });
    expect(isNextDisabled(refused)).toBe(true);
    expect(visibleErrors(refused).acceptTerms).toBe('Please read and accept the terms and conditions');
  });

  it('on COMPANY while the name, e-mail, phone or website is wrong', () => {
    const state = builderAt('COMPANY');
    const cases: [OnboardingAction, string][] = [
      [{ type: 'change', field: 'organization.name', value: ' ' }, 'Company Name is required.'],
      [{ type: 'change', field: 'organization.email', value: 'office' }, 'Please verify that you are entering the correct email.'],
      [{ type: 'change', field: 'organization.phoneNumber', value: '+1 (617) 555' }, 'Invalid Phone number format'],
      [{ type: 'change', field: 'organization.land_url', value: 'not a site' }, 'Website should be valid URL'],
    ];
    for (const [action, message] of cases) {
      const wrong = run(state, action);
      expect(isNextDisabled(wrong), message).toBe(true);
      expect(Object.values(visibleErrors(wrong)), message).toEqual([message]);
    }
    // An empty phone and website are fine.
    expect(isNextDisabled(run(state, { type: 'change', field: 'organization.phoneNumber', value: '' }, { type: 'change', field: 'organization.land_url', value: '' }))).toBe(false);
  });

  it('on COMPANY at first, before a company name is typed', () => {
    const state = run(initialOnboarding(user, ''), { type: 'choose-reason', reason: 'Municipal Government' }, { type: 'accept-terms', accepted: true }, go('COMPANY'));
    expect(isNextDisabled(state)).toBe(true);
    expect(visibleErrors(state)).toEqual({});
  });

  it('on REASON until a reason is chosen', () => {
    const reasons: SignUpReason[] = ['Prefab Manufacture', 'Housing Advocacy'];
    for (const reason of reasons) {
      const chosen = run(initialOnboarding(user, ''), { type: 'choose-reason', reason }, go('REASON'));
      expect(isNextDisabled(chosen), reason).toBe(false);
      expect(nextOutcome(chosen), reason).toEqual({ kind: 'go', step: 'NAME' });
    }
  });

  it('on SERVICE_AREA while the cities load', () => {
    const state = builderAt('SERVICE_AREA');
    expect(isNextDisabled(run(state, { type: 'cities-loading', loading: true }))).toBe(true);
    expect(isNextDisabled(run(state, { type: 'cities-loading', loading: true }, { type: 'cities-loading', loading: false }))).toBe(false);
  });

  it('on PROJECTS and UPGRADE_THINGS while the details are too long', () => {
    const long = 'x'.repeat(501);
    expect(isNextDisabled(run(builderAt('PROJECTS'), { type: 'change', field: 'organization.projects.details', value: long }))).toBe(true);
    expect(isNextDisabled(run(builderAt('UPGRADE_THINGS'), { type: 'change', field: 'organization.upgrade.details', value: long }))).toBe(true);
  });

  it('never on the steps after the form', () => {
    const sent = run(builderAt('UPGRADE_THINGS'), { type: 'submitted' });
    for (const step of ['CONTRIBUTORS', 'SCHEDULE_CALL', 'SUBSCRIBE'] as const) expect(isNextDisabled(run(sent, go(step))), step).toBe(false);
  });
});

describe('the progress', () => {
  it('counts the steps behind the user out of 7, full from SCHEDULE_CALL on', () => {
    expect(progressOf('REASON')).toEqual({ done: 0, total: 7 });
    expect(progressOf('NAME')).toEqual({ done: 1, total: 7 });
    expect(progressOf('UPGRADE_THINGS')).toEqual({ done: 5, total: 7 });
    expect(progressOf('CONTRIBUTORS')).toEqual({ done: 6, total: 7 });
    expect(progressOf('SCHEDULE_CALL')).toEqual({ done: 7, total: 7 });
    expect(progressOf('SUBSCRIBE')).toEqual({ done: 7, total: 7 });
    expect(progressOf('MARKETPLACE_SUCCESS_STEP')).toEqual({ done: 7, total: 7 });
  });
});

describe('a teammate’s e-mail', () => {
  it('follows the shared e-mail rule', () => {
    expect(inviteEmailError('bob@acme.example')).toBeUndefined();
    expect(inviteEmailError('')).toBe('Email is required');
    expect(inviteEmailError('bob@')).toBe('Please verify that you are entering the correct email.');
  });
});

describe('the phone field', () => {
  it('masks digits as they are typed, and a deleted mask character takes its digit with it', () => {
    expect(phoneInput('', '6')).toBe('+1 (6');
    expect(phoneInput('+1 (61', '+1 (617')).toBe('+1 (617)');
    expect(phoneInput('', '617 555 0100')).toBe('+1 (617) 555-0100');
    expect(phoneInput('+1 (617)', '+1 (617')).toBe('+1 (61');
    expect(phoneInput('+1 (617) 555-0', '+1 (617) 555-')).toBe('+1 (617) 555');
    expect(phoneInput('+1 (6', '+1 (')).toBe('');
  });
});
