// The onboarding dialog's steps (OnboardingDialog.tsx): the fields and text of each step of
// onboarding-model.ts, with the reason step's buttons and the contributors' invitations.
import { useEffect, useRef, useState } from 'react';
import { PHONE_PLACEHOLDER, withUrlScheme, PROJECT_TYPES, SIGN_UP_REASONS, UPGRADE_GOALS } from '../../../../core/api';
import { ApiRequestError, type ApiClient } from '../../api/client';
import type { Translate } from '../../i18n/use-translate';
import { ServiceAreaSelector } from '../service-area/ServiceAreaSelector';
import type { Toast } from '../../ui/Toasts';
import { inviteTeammate } from './onboarding-api';
import {
  embeddingOriginOf,
  inviteEmailError,
  onboardingReducer,
  phoneInput,
  visibleErrors,
  type OnboardingState,
  type OnboardingTextField,
} from './onboarding-model';
import type { OnboardingMessageKey, OnboardingTranslate } from './onboarding-messages';
import { errorText, GOAL_LABELS, PROJECT_LABELS, REASON_LABELS } from './onboarding-words';
import { planFeatures } from '../account/packages-model';
import { CheckField, TextField, type TextFieldProps } from './OnboardingFields';

/** The message of a failed call: the server's own, else a network or generic one. */
export function failureText(t: Translate, error: unknown): string {
  if (error instanceof ApiRequestError) return error.status === 0 ? t('account.networkError') : error.message;
  return t('error.unknown');
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
export function StepBody(props: StepProps) {
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
