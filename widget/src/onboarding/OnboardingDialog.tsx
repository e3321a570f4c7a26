// The onboarding dialog (spec 2 'Onboarding dialog', spec 4 'Onboarding'): one screen per step of
// onboarding-model.ts, a progress bar of seven, Back and Next in the footer. The form is sent at
// the model's submit step with toasts for sending, success and failure (spec 8); on success the
// session's user is asked again, so the dialog does not open again. Focus moves to each step's
// heading; every field has a label and its message is tied to it. Loaded as its own chunk, with
// its own words and style sheet (decision 017).
import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type Ref } from 'react';
import type { AccountUser } from '../../../core/api';
import { PHONE_PLACEHOLDER, withUrlScheme, PROJECT_TYPES, SIGN_UP_REASONS, UPGRADE_GOALS, type OnboardingStep } from '../../../core/api';
import { useAccount } from '../account/account-context';
import { vendorPageUrl } from '../account/sign-in-url';
import { ApiRequestError, type ApiClient } from '../api/client';
import type { Translate } from '../i18n/use-translate';
import { ServiceAreaSelector } from '../service-area/ServiceAreaSelector';
import onboardingCss from '../styles/onboarding.css?inline';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { Modal } from '../ui/Modal';
import { ToastContext } from '../ui/toast-context';
import { Toasts, type Toast } from '../ui/Toasts';
import { inviteTeammate, sendOnboarding } from './onboarding-api';
import {
  backOutcome,
  embeddingOriginOf,
  initialOnboarding,
  inviteEmailError,
  isNextDisabled,
  nextOutcome,
  onboardingReducer,
  phoneInput,
  progressOf,
  submissionOf,
  visibleErrors,
  type OnboardingState,
  type OnboardingTextField,
} from './onboarding-model';
import type { OnboardingMessageKey, OnboardingTranslate } from './onboarding-messages';
import { errorText, GOAL_LABELS, PROJECT_LABELS, REASON_LABELS } from './onboarding-words';
import { useOnboardingTranslate } from './use-onboarding-translate';
import { planFeatures } from '../account/packages-model';

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

/** The message of a failed call: the server's own, else a network or generic one. */
function failureText(t: Translate, error: unknown): string {
  if (error instanceof ApiRequestError) return error.status === 0 ? t('account.networkError') : error.message;
  return t('error.unknown');
}

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

interface StepProps {
  state: OnboardingState;
  dispatch(action: Parameters<typeof onboardingReducer>[1]): void;
  t: OnboardingTranslate;
  api: ApiClient;
  termsUrl: string;
  scheduleCallUrl: string;
  organizationId: string | null;
  invited: readonly string[];
  onInvited(email: string): void;
  say(kind: Toast['kind'], text: string): void;
}

/** The fields and text of the current step. */
function StepBody(props: StepProps) {
  const { state, dispatch, t } = props;
  const errors = visibleErrors(state);
  const values = state.values;
  const organization = values.organization;
  const embeddingOrigin = embeddingOriginOf(state);
  const text = (field: OnboardingTextField, label: OnboardingMessageKey, value: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      label={t(label)}
      value={value}
      error={errors[field] === undefined ? undefined : errorText(t, errors[field])}
      onChange={(typed) => dispatch({ type: 'change', field, value: typed })}
      onBlur={() => dispatch({ type: 'touch', field })}
      {...extra}
    />
  );

  switch (state.step) {
    case 'REASON':
      return <ReasonStep {...props} />;
    case 'NAME':
      return (
        <>
          {text('firstName', 'onboarding.firstName', values.firstName, { autoComplete: 'given-name', required: true })}
          {text('lastName', 'onboarding.lastName', values.lastName, { autoComplete: 'family-name', required: true })}
          {text('email', 'onboarding.email', values.email, { type: 'email', autoComplete: 'email', required: true })}
          <CheckField
            label={t('onboarding.acceptTerms')}
            checked={values.acceptTerms}
            onChange={(accepted) => dispatch({ type: 'accept-terms', accepted })}
            error={errors.acceptTerms === undefined ? undefined : errorText(t, errors.acceptTerms)}
          />
          <p className="onboarding__note">
            <a href={props.termsUrl} target="_blank" rel="noopener">
              {t('onboarding.readTerms')}
            </a>
          </p>
        </>
      );
    case 'COMPANY':
      return (
        <>
          {text('organization.name', 'onboarding.companyName', organization.name, { autoComplete: 'organization', required: true })}
          {text('organization.email', 'onboarding.companyEmail', organization.email, { type: 'email', autoComplete: 'email', required: true })}
          <TextField
            label={t('onboarding.phone')}
            type="tel"
            autoComplete="tel"
            placeholder={PHONE_PLACEHOLDER}
            value={organization.phoneNumber}
            error={errors['organization.phoneNumber'] === undefined ? undefined : errorText(t, errors['organization.phoneNumber'])}
            onChange={(typed) => dispatch({ type: 'change', field: 'organization.phoneNumber', value: phoneInput(organization.phoneNumber, typed) })}
            onBlur={() => dispatch({ type: 'touch', field: 'organization.phoneNumber' })}
          />
          {text('organization.address', 'onboarding.address', organization.address, { autoComplete: 'street-address' })}
          <TextField
            label={t('onboarding.website')}
            type="url"
            autoComplete="url"
            placeholder="https://"
            value={organization.land_url}
            error={errors['organization.land_url'] === undefined ? undefined : errorText(t, errors['organization.land_url'])}
            onChange={(typed) => dispatch({ type: 'change', field: 'organization.land_url', value: typed })}
            // Spec 5: a URL input prefixes https:// unless the text already starts that way.
            onBlur={() => dispatch({ type: 'change', field: 'organization.land_url', value: withUrlScheme(organization.land_url) })}
          />
          {/* The website's origin is offered as an allowed origin, so the widget works there without a visit to the settings. */}
          {embeddingOrigin && (
            <CheckField label={t('onboarding.allowEmbedding', { origin: embeddingOrigin })} checked={organization.allowEmbedding} onChange={(allowed) => dispatch({ type: 'allow-embedding', allowed })} />
          )}
        </>
      );
    case 'PROJECTS':
      return (
        <>
          <fieldset className="onboarding__choices">
            <legend className="visually-hidden">{t('onboarding.projectsTitle')}</legend>
            {PROJECT_TYPES.map((key) => (
              <CheckField key={key} label={t(PROJECT_LABELS[key])} checked={organization.projects[key]} onChange={() => dispatch({ type: 'toggle-project', key })} />
            ))}
          </fieldset>
          {organization.projects.other && text('organization.projects.details', 'onboarding.projectsDetails', organization.projects.details, { multiline: true })}
        </>
      );
    case 'SERVICE_AREA':
      return (
        <>
          <p className="onboarding__text">{t('onboarding.serviceAreaText')}</p>
          <ServiceAreaSelector
            api={props.api}
            value={values.city_ids}
            onChange={(ids) => dispatch({ type: 'set-cities', ids })}
            onLoadingChange={(loading) => dispatch({ type: 'cities-loading', loading })}
          />
        </>
      );
    case 'UPGRADE_THINGS':
      return (
        <>
          <fieldset className="onboarding__choices">
            <legend className="visually-hidden">{t('onboarding.goalsTitle')}</legend>
            {UPGRADE_GOALS.map((key) => (
              <CheckField key={key} label={t(GOAL_LABELS[key])} checked={organization.upgrade[key]} onChange={() => dispatch({ type: 'toggle-goal', key })} />
            ))}
          </fieldset>
          {organization.upgrade.other && text('organization.upgrade.details', 'onboarding.goalsDetails', organization.upgrade.details, { multiline: true })}
        </>
      );
    case 'CONTRIBUTORS':
      return <ContributorsStep {...props} />;
    case 'SCHEDULE_CALL':
      return (
        <>
          <p className="onboarding__text">{t('onboarding.scheduleText')}</p>
          <p className="onboarding__text">
            <a className="onboarding__schedule-link" href={props.scheduleCallUrl} target="_blank" rel="noopener">
              {t('onboarding.scheduleLink')}
            </a>
          </p>
        </>
      );
    case 'SUBSCRIBE':
      return (
        <>
          <p className="onboarding__text">{t('onboarding.subscribeText')}</p>
          <ul className="onboarding__features">
            {planFeatures('pro', t).map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      );
    case 'MARKETPLACE_SUCCESS_STEP':
      return <p className="onboarding__text">{t('onboarding.marketplaceText')}</p>;
  }
}

/** REASON: the eight reasons as buttons; one other than Other moves on at once (spec 4), Other asks for its text. */
function ReasonStep({ state, dispatch, t }: StepProps) {
  const errors = visibleErrors(state);
  const other = useRef<HTMLInputElement>(null);
  const isOther = state.values.role === 'Other';
  const [askedOther, setAskedOther] = useState(false);
  useEffect(() => {
    if (askedOther) other.current?.focus();
  }, [askedOther]);
  return (
    <>
      <p className="onboarding__text">{t('onboarding.reasonText')}</p>
      <div className="onboarding__reasons" role="group" aria-label={t('onboarding.reasonTitle')}>
        {SIGN_UP_REASONS.map((reason) => (
          <button
            key={reason}
            type="button"
            className="onboarding__reason"
            aria-pressed={state.values.role === reason}
            onClick={() => {
              dispatch({ type: 'choose-reason', reason });
              setAskedOther(reason === 'Other');
            }}
          >
            {t(REASON_LABELS[reason])}
          </button>
        ))}
      </div>
      {isOther && (
        <TextField
          inputRef={other}
          label={t('onboarding.reasonOtherLabel')}
          value={state.values.roleOther}
          required
          error={errors.roleOther === undefined ? undefined : errorText(t, errors.roleOther)}
          onChange={(value) => dispatch({ type: 'change', field: 'roleOther', value })}
          onBlur={() => dispatch({ type: 'touch', field: 'roleOther' })}
        />
      )}
    </>
  );
}

/** CONTRIBUTORS: teammates' e-mails, each invited at once to the new organization; skippable (spec 4). */
function ContributorsStep({ api, t, organizationId, invited, onInvited, say }: StepProps) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const error = inviteEmailError(email);
  const input = useRef<HTMLInputElement>(null);
  if (!organizationId) return <p className="onboarding__text">{t('onboarding.contributorsNoOrganization')}</p>;

  const invite = async () => {
    setTouched(true);
    if (error || sending) {
      input.current?.focus();
      return;
    }
    const address = email.trim().toLowerCase();
    setSending(true);
    say('success', t('onboarding.inviteSending'));
    try {
      await inviteTeammate(api, organizationId, address);
      onInvited(address);
      setEmail('');
      setTouched(false);
      say('success', t('onboarding.inviteSent', { email: address }));
    } catch (failure) {
      console.warn('The invite was not sent', failure);
      say('error', t('onboarding.inviteError', { message: failureText(t, failure) }));
    } finally {
      setSending(false);
      input.current?.focus();
    }
  };

  return (
    <>
      <p className="onboarding__text">{t('onboarding.contributorsText')}</p>
      <div className="onboarding__invite">
        <TextField
          inputRef={input}
          label={t('onboarding.teammateEmail')}
          type="email"
          autoComplete="off"
          value={email}
          error={touched && error ? errorText(t, error) : undefined}
          onChange={setEmail}
          onEnter={() => void invite()}
        />
        <button type="button" className="button onboarding__invite-button" onClick={() => void invite()} disabled={sending}>
          {t('onboarding.invite')}
        </button>
      </div>
      {invited.length > 0 && (
        <ul className="onboarding__invited" aria-label={t('onboarding.invitedList')}>
          {invited.map((address) => (
            <li key={address}>{address}</li>
          ))}
        </ul>
      )}
    </>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur?(): void;
  /** Enter runs this instead of sending the step's form. */
  onEnter?(): void;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with its message tied to it by aria-describedby. */
function TextField({ label, value, error, onChange, onBlur, onEnter, type = 'text', autoComplete, placeholder, required, multiline, inputRef }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    className: 'onboarding__input',
    value,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className="onboarding__field">
      <label className="onboarding__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          spellCheck={type === 'text' ? undefined : false}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={
            onEnter
              ? (event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  onEnter();
                }
              : undefined
          }
        />
      )}
      {error && (
        <p id={errorId} className="onboarding__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled checkbox, with its message when it has one. */
function CheckField({ label, checked, onChange, error }: { label: string; checked: boolean; onChange(checked: boolean): void; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="onboarding__check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId} className="onboarding__error">
          {error}
        </p>
      )}
    </div>
  );
}
