// The onboarding dialog (spec 2 'Onboarding dialog', spec 4 'Onboarding'): one screen per step of
// onboarding-model.ts, a progress bar of seven, Back and Next in the footer. The form is sent at
// the model's submit step with toasts for sending, success and failure (spec 8); on success the
// session's user is asked again, so the dialog does not open again. Focus moves to each step's
// heading; every field has a label and its message is tied to it. Loaded as its own chunk, with
// its own words and style sheet (decision 017).
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import type { AccountUser, OnboardingStep } from '../../../../core/api';
import { useAccount } from '../../shell/account/account-context';
import { vendorPageUrl } from '../../shell/account/sign-in-url';
import type { ApiClient } from '../../api/client';
import onboardingCss from '../../styles/onboarding.css?inline';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { Modal } from '../../ui/Modal';
import { ToastContext } from '../ui/toast-context';
import { Toasts, type Toast } from '../../ui/Toasts';
import { sendOnboarding } from './onboarding-api';
import { backOutcome, initialOnboarding, isNextDisabled, nextOutcome, onboardingReducer, progressOf, submissionOf } from './onboarding-model';
import type { OnboardingMessageKey } from './onboarding-messages';
import { useOnboardingTranslate } from './use-onboarding-translate';
import { failureText, StepBody } from './OnboardingSteps';

/** Pages the dialog links to, on the vendor's site unless given: the terms, and where a call is booked. */
export interface OnboardingLinks {
  termsUrl: string;
  scheduleCallUrl: string;
}

/** The vendor's terms page and call-booking page (spec 9: an external scheduling link), at the API base. */
export function defaultOnboardingLinks(apiBase: string): OnboardingLinks {
  return { termsUrl: vendorPageUrl(apiBase, '/terms'), scheduleCallUrl: vendorPageUrl(apiBase, '/schedule-call') };
}

interface Props {
  api: ApiClient;
  /** The signed-in user, not yet onboarded. */
  user: AccountUser;
  /** The host page's query: `utm_source=marketplace` makes a marketplace visitor. */
  hostSearch: string;
  /** Inside a host page: the packages page opens in a new tab. */
  embedded: boolean;
  /** Shows a toast of the widget, for what happens as the dialog closes. */
  notify(kind: 'success' | 'error', text: string): void;
  onClose(): void;
  links?: Partial<OnboardingLinks> | undefined;
}

/** The heading of each step. */
const HEADINGS: Record<OnboardingStep, OnboardingMessageKey> = {
  REASON: 'onboarding.reasonTitle',
  NAME: 'onboarding.nameTitle',
  COMPANY: 'onboarding.companyTitle',
  PROJECTS: 'onboarding.projectsTitle',
  SERVICE_AREA: 'onboarding.serviceAreaTitle',
  UPGRADE_THINGS: 'onboarding.goalsTitle',
  CONTRIBUTORS: 'onboarding.contributorsTitle',
  SCHEDULE_CALL: 'onboarding.scheduleTitle',
  SUBSCRIBE: 'onboarding.subscribeTitle',
  MARKETPLACE_SUCCESS_STEP: 'onboarding.marketplaceTitle',
};

const TOAST_MS = 6000;

/** The onboarding wizard in a modal dialog. */
export function OnboardingDialog({ api, user, hostSearch, embedded, notify, onClose, links }: Props) {
  const t = useOnboardingTranslate();
  const adopt = useAdoptedStyles(onboardingCss);
  const { session, apiBase } = useAccount();
  const { termsUrl, scheduleCallUrl } = { ...defaultOnboardingLinks(apiBase), ...links };
  const [state, dispatch] = useReducer(onboardingReducer, undefined, () => initialOnboarding(user, hostSearch));
  const [sending, setSending] = useState(false);
  const [toast, setToast] = useState<Toast | undefined>(undefined);
  const [organizationId, setOrganizationId] = useState(user.organization_id);
  const [invited, setInvited] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  const toastId = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Spec 4 and the house's accessibility rule: each step's heading gets focus, so keyboard and
  // screen-reader users hear where they are. This runs after the modal focused its first control.
  useEffect(() => heading.current?.focus(), [state.step]);

  /** Shows the dialog's toast (it sits above the page's, which the modal covers); a sticky one stays until the next. */
  const say = (kind: Toast['kind'], text: string, sticky = false) => {
    const id = ++toastId.current;
    setToast({ id, kind, text });
    if (!sticky) setTimeout(() => setToast((current) => (current?.id === id ? undefined : current)), TOAST_MS);
  };

  const submit = async (then: OnboardingStep | 'close') => {
    setSending(true);
    say('success', t('onboarding.updating'), true);
    try {
      const answer = await sendOnboarding(api, submissionOf(state));
      session.refresh();
      if (!mounted.current) return;
      setOrganizationId(answer.organization_id);
      dispatch({ type: 'submitted' });
      if (then === 'close') {
        notify('success', t('onboarding.updateSuccess'));
        onClose();
        return;
      }
      say('success', t('onboarding.updateSuccess'));
      dispatch({ type: 'go', step: then });
    } catch (error) {
      // Spec 8: the failure is shown with the server's message, and logged.
      console.warn('Onboarding was not saved', error);
      if (mounted.current) say('error', t('onboarding.updateError', { message: failureText(t, error) }));
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  const next = () => {
    if (sending || isNextDisabled(state)) return;
    const outcome = nextOutcome(state);
    if (outcome.kind === 'submit') void submit(outcome.then);
    else if (outcome.kind === 'go') dispatch({ type: 'go', step: outcome.step });
    else onClose();
  };
  const back = backOutcome(state);
  const goBack = () => {
    if (!back) return;
    if (back.kind === 'close') onClose();
    else dispatch({ type: 'go', step: back.step });
  };
  const onSubmitForm = (event: FormEvent) => {
    event.preventDefault();
    next();
  };

  const outcome = nextOutcome(state);
  const nextLabel = (): string => {
    if (outcome.kind === 'submit') return t('onboarding.submit');
    if (state.step === 'CONTRIBUTORS' && invited.length === 0) return t('onboarding.skip');
    if (state.step === 'SCHEDULE_CALL') return t('onboarding.skip');
    if (state.step === 'MARKETPLACE_SUCCESS_STEP') return t('onboarding.done');
    return t('onboarding.next');
  };

  const progress = progressOf(state.step);
  const actions = (
    <>
      {back && (
        <button type="button" className="button onboarding__back" onClick={goBack} disabled={sending}>
          {state.step === 'SUBSCRIBE' ? t('onboarding.continueLimited') : t('onboarding.back')}
        </button>
      )}
      {state.step === 'SCHEDULE_CALL' && (
        <button type="button" className="button" onClick={next}>
          {nextLabel()}
        </button>
      )}
      {state.step === 'SUBSCRIBE' ? (
        // Spec 4: 'Start a 30-Day Free Trial' goes to the packages page (a new tab inside a host page) and the dialog closes.
        <a className="button button--primary onboarding__trial" href={vendorPageUrl(apiBase, '/packages')} {...(embedded ? { target: '_blank', rel: 'noopener' } : {})} onClick={onClose}>
          {t('onboarding.startTrial')}
        </a>
      ) : (
        <button type="submit" form={formId} className="button button--primary onboarding__next" disabled={sending || isNextDisabled(state)}>
          {state.step === 'SCHEDULE_CALL' ? t('onboarding.scheduled') : nextLabel()}
        </button>
      )}
    </>
  );

  return (
    <Modal title={t('onboarding.title')} onClose={onClose} className="onboarding" actions={actions}>
      <div
        ref={adopt}
        className="onboarding__progress"
        role="progressbar"
        aria-label={t('onboarding.progress')}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.done}
        aria-valuetext={t('onboarding.progressText', { done: progress.done, total: progress.total })}
      >
        <span className="onboarding__progress-bar" style={{ inlineSize: `${(progress.done / progress.total) * 100}%` }} />
      </div>
      <form id={formId} className="onboarding__form" noValidate onSubmit={onSubmitForm} aria-busy={sending || undefined}>
        <h3 className="onboarding__heading" tabIndex={-1} ref={heading}>
          {t(HEADINGS[state.step])}
        </h3>
        {/* The service-area selector's toasts (a failed city load) show in the dialog's region. */}
        <ToastContext.Provider value={say}>
          <StepBody
            state={state}
            dispatch={dispatch}
            t={t}
            api={api}
            termsUrl={termsUrl}
            scheduleCallUrl={scheduleCallUrl}
            organizationId={organizationId}
            invited={invited}
            onInvited={(email) => setInvited((list) => [...list, email])}
            say={say}
          />
        </ToastContext.Provider>
      </form>
      <Toasts toasts={toast ? [toast] : []} dismiss={() => setToast(undefined)} t={t} />
    </Modal>
  );
}
