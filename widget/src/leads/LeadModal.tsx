// The lead contact modal (spec 2 'Lead contact modal', spec 4 'Lead modal'): one question per
// screen from the visitor's name to their phone number (and, on the hosted page, whether to
// introduce them to professionals), then a thank-you screen. The form is sent to the
// organization's leads (spec 7 call 6) from the last question; each screen's heading takes focus.
import { useContext, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  PHONE_PLACEHOLDER,
  CONSIDER_OPTIONS,
  SEWER_OPTIONS,
  STEPS_TAKEN_OPTIONS,
  TIMELINE_OPTIONS,
  WATER_OPTIONS,
  YES_NO,
  type LeadForm,
} from '../../../core/api';
import { useAccount } from '../shell/account/account-context';
import { isWidgetToken } from '../shell/account/auth-message';
import { ApiRequestError } from '../api/client';
import { useLocale } from '../i18n/use-translate';
import { LayoutContext } from '../shell/layout-context';
import { useHostEmit } from '../shell/host/host-events';
import type { LeadMessageKey } from './lead-messages';
import { useLeadTranslate } from './use-lead-translate';
import { useReport } from '../shell/report-context';
import { Modal } from '../ui/Modal';
import { sendLead } from './lead-api';
import {
  buildLeadSubmission,
  canGoBack,
  canGoNext,
  CONSIDER_LABELS,
  createLeadState,
  isSubmitStep,
  leadIssues,
  leadProgress,
  nextStep,
  phoneAfterEdit,
  previousStep,
  refusedByServer,
  setLeadField,
  STEPS_TAKEN_LABELS,
  submitted,
  toggled,
  withAddressPart,
  type LeadField,
} from './lead-model';
import { leadErrorText } from './lead-words';
import { AddressFields, ChoiceGroup, TextField } from './LeadFields';

interface Props {
  /** The dialog's title: the organization's call to action. */
  title: string;
  /** The organization the lead goes to, and its name for the thank-you screen. */
  orgId: string;
  orgName: string;
  /** Inside a host page: nine steps, no INTRODUCE (spec 4). */
  embedded: boolean;
  onClose(): void;
}

const TIMELINE_LABELS: Record<(typeof TIMELINE_OPTIONS)[number], LeadMessageKey> = {
  early: 'lead.projectStarting.early',
  interested: 'lead.projectStarting.interested',
  committed: 'lead.projectStarting.committed',
};
const YES_NO_LABELS: Record<(typeof YES_NO)[number], LeadMessageKey> = { yes: 'lead.yes', no: 'lead.no' };
const WATER_LABELS: Record<(typeof WATER_OPTIONS)[number], LeadMessageKey> = { municipality: 'lead.water.municipality', private: 'lead.water.private' };
const SEWER_LABELS: Record<(typeof SEWER_OPTIONS)[number], LeadMessageKey> = { municipality: 'lead.sewer.municipality', septic: 'lead.sewer.septic' };

/** The lead modal; mount it to open it. */
export function LeadModal({ title, orgId, orgName, embedded, onClose }: Props) {
  const t = useLeadTranslate();
  const { property, api, onLeadSent } = useReport();
  const { session } = useAccount();
  const emit = useHostEmit();
  // A widget token's e-mail is masked, and the lead must carry the one the person types (issue 28).
  const ownPages = !isWidgetToken(session.token);
  const signedInEmail = ownPages ? session.me?.user.email : undefined;
  const locale = useLocale();
  // The layout of the report behind the modal (absent outside a report): its page and placed unit.
  const layout = useContext(LayoutContext);
  const [state, setState] = useState(() =>
    createLeadState({ embedded, address: property.attributes.address, signedInEmail, signedInName: ownPages ? session.me?.user.name : undefined, page: layout?.page }),
  );
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const progressId = useId();
  const issues = useMemo(() => leadIssues(state.form), [state.form]);
  const { form, step } = state;

  // Each screen starts at its question, so a screen reader reads it and Tab goes on from there.
  useEffect(() => heading.current?.focus(), [step]);

  /**
   * The message of a field, checked as the visitor types: its problems show once they touched it
   * (or it was prefilled), and the server's message of it after a send it refused.
   */
  const errorOf = (field: LeadField, path: string = field): string | undefined => {
    const refused = state.refused[path];
    if (refused) return refused;
    const reason = issues[path];
    return reason && state.dirty.has(field) ? leadErrorText(t, path, reason) : undefined;
  };
  const set = <K extends LeadField>(field: K, value: LeadForm[K]) => {
    setFailed(false);
    setState((current) => setLeadField(current, field, value));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canGoNext(state) || sending) return;
    if (!isSubmitStep(state)) return setState(nextStep(state));
    setSending(true);
    setFailed(false);
    try {
      const placed = layout?.selected ?? layout?.units[0];
      const accepted = await sendLead(
        api,
        orgId,
        buildLeadSubmission(form, { embedded, signedInEmail, propertyId: property.attributes.property_id, floorPlanUuid: placed?.properties.floor_plan_uuid, locale }),
      );
      setState(submitted);
      emit('lead-submitted', { organization_id: orgId, property_id: property.attributes.property_id });
      onLeadSent?.(accepted.id);
    } catch (error) {
      // A refusal that names fields takes the visitor back to the first of them, with its message.
      const fields = error instanceof ApiRequestError && error.status === 400 ? error.body?.error.fields : undefined;
      const refused = fields ? refusedByServer(state, fields) : null;
      if (refused) return setState(refused);
      // Spec 8: a failed submission is logged, with no message. We also keep the visitor on this
      // screen with everything they entered and say, next to the button, that it did not go, so
      // they can send it again instead of believing it arrived.
      console.error('The lead could not be sent', error);
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  const progress = leadProgress(state);
  const yesNo = (field: 'owner' | 'liveHere' | 'introduceToProfessionals', legend: string, asHeading: boolean) => (
    <ChoiceGroup
      legend={legend}
      heading={asHeading ? heading : undefined}
      options={YES_NO}
      labelOf={(option) => t(YES_NO_LABELS[option])}
      multiple={false}
      chosen={[form[field]]}
      onChange={(option) => set(field, option)}
      error={errorOf(field)}
    />
  );

  let screen;
  switch (step) {
    case 'NAME':
      screen = <TextField label={t('lead.name.title')} heading={heading} value={form.name} onChange={(value) => set('name', value)} error={errorOf('name')} autoComplete="name" />;
      break;
    case 'EMAIL':
      screen = (
        <TextField label={t('lead.email.title')} heading={heading} value={form.email} onChange={(value) => set('email', value)} error={errorOf('email')} type="email" inputMode="email" autoComplete="email" />
      );
      break;
    case 'CONSIDER':
      screen = (
        <ChoiceGroup
          legend={t('lead.consider.title')}
          heading={heading}
          hint={t('lead.chooseAll')}
          options={CONSIDER_OPTIONS}
          labelOf={(option) => t(CONSIDER_LABELS[option])}
          multiple
          chosen={form.consider}
          onChange={(option, on) => set('consider', toggled(form.consider, option, on, CONSIDER_OPTIONS))}
          error={errorOf('consider')}
        />
      );
      break;
    case 'PROJECT_STARTING':
      screen = (
        <ChoiceGroup
          legend={t('lead.projectStarting.title')}
          heading={heading}
          options={TIMELINE_OPTIONS}
          labelOf={(option) => t(TIMELINE_LABELS[option])}
          multiple={false}
          chosen={[form.projectStarting]}
          onChange={(option) => set('projectStarting', option)}
          error={errorOf('projectStarting')}
        />
      );
      break;
    case 'ADDRESS':
      screen = (
        <AddressFields
          legend={
            <h3 ref={heading} tabIndex={-1} className="lead-modal__question">
              {t('lead.address.title')}
            </h3>
          }
          address={form.address}
          onChange={(part, value) => set('address', withAddressPart(form.address, part, value))}
          errorOf={(part) => errorOf('address', `address.${part}`)}
        />
      );
      break;
    case 'OWNER_AND_LIVE':
      screen = (
        <>
          <h3 ref={heading} tabIndex={-1} className="lead-modal__question">
            {t('lead.ownerAndLive.title')}
          </h3>
          {yesNo('owner', t('lead.owner.question'), false)}
          {yesNo('liveHere', t('lead.liveHere.question'), false)}
        </>
      );
      break;
    case 'STEPS':
      screen = (
        <ChoiceGroup
          legend={t('lead.stepsTaken.title')}
          heading={heading}
          hint={t('lead.chooseAll')}
          options={STEPS_TAKEN_OPTIONS}
          labelOf={(option) => t(STEPS_TAKEN_LABELS[option])}
          multiple
          chosen={form.steps}
          onChange={(option, on) => set('steps', toggled(form.steps, option, on, STEPS_TAKEN_OPTIONS))}
          error={errorOf('steps')}
        />
      );
      break;
    case 'WATER_AND_SEWER':
      screen = (
        <>
          <h3 ref={heading} tabIndex={-1} className="lead-modal__question">
            {t('lead.waterAndSewer.title')}
          </h3>
          <ChoiceGroup
            legend={t('lead.water.question')}
            options={WATER_OPTIONS}
            labelOf={(option) => t(WATER_LABELS[option])}
            multiple={false}
            chosen={[form.waterSupplied]}
            onChange={(option) => set('waterSupplied', option)}
            error={errorOf('waterSupplied')}
          />
          <ChoiceGroup
            legend={t('lead.sewer.question')}
            options={SEWER_OPTIONS}
            labelOf={(option) => t(SEWER_LABELS[option])}
            multiple={false}
            chosen={[form.sewerSystem]}
            onChange={(option) => set('sewerSystem', option)}
            error={errorOf('sewerSystem')}
          />
        </>
      );
      break;
    case 'PHONE_NUMBER':
      screen = (
        <TextField
          label={t('lead.phone.title')}
          heading={heading}
          value={form.phoneNumber}
          onChange={(value) => set('phoneNumber', phoneAfterEdit(form.phoneNumber, value))}
          error={errorOf('phoneNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={PHONE_PLACEHOLDER}
        />
      );
      break;
    case 'INTRODUCE':
      screen = yesNo('introduceToProfessionals', t('lead.introduce.title'), true);
      break;
    case 'THANK_YOU':
      screen = (
        <div className="lead-modal__thanks">
          <h3 ref={heading} tabIndex={-1} className="lead-modal__question">
            {t('lead.thankYou.title')}
          </h3>
          <p>{t('lead.thankYou.text', { org: orgName })}</p>
        </div>
      );
      break;
  }

  return (
    <Modal title={title} onClose={onClose} className="lead-modal">
      {progress && (
        <div className="lead-modal__progress">
          <p id={progressId} className="lead-modal__progress-text">
            {t('lead.progress', progress)}
          </p>
          <progress className="lead-modal__bar" value={progress.step} max={progress.total} aria-labelledby={progressId} />
        </div>
      )}
      {step === 'THANK_YOU' ? (
        <>
          {screen}
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('lead.done')}
            </button>
          </div>
        </>
      ) : (
        <form className="lead-modal__form" data-step={step} noValidate onSubmit={onSubmit}>
          {screen}
          {failed && (
            <p className="lead-modal__failed" role="alert">
              {t('lead.failed')}
            </p>
          )}
          <div className="modal__actions">
            {canGoBack(state) && (
              <button type="button" className="button lead-modal__back" disabled={sending} onClick={() => setState(previousStep(state))}>
                {t('lead.back')}
              </button>
            )}
            <button
              type="submit"
              className="button button--primary lead-modal__next"
              disabled={!canGoNext(state)}
              // While sending it keeps focus (a disabled button would drop it) and ignores presses.
              aria-disabled={sending || undefined}
              aria-busy={sending || undefined}
            >
              {sending ? t('lead.sending') : isSubmitStep(state) ? t('lead.submit') : t('lead.next')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
