// The need-help modal (spec 2 'Need-help modal', spec 4): a form checked on every change (name,
// the report's address, a topic and the question) sent to the organization's help requests
// (spec 7 call 15) once it is valid, then a thank-you screen closed with 'Ok, great'.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { HELP_TOPICS } from '../../../core/api';
import { useAccount } from '../shell/account/account-context';
import { isWidgetToken } from '../shell/account/auth-message';
import type { LeadMessageKey } from './lead-messages';
import { useLeadTranslate } from './use-lead-translate';
import { useReport } from '../shell/report-context';
import { Modal } from '../ui/Modal';
import { sendHelpRequest } from './lead-api';
import { helpErrorText } from './lead-words';
import { AddressFields, TextField } from './LeadFields';
import {
  buildHelpRequest,
  canSendHelp,
  createNeedHelpState,
  helpSent,
  needHelpIssues,
  setHelpAddressPart,
  setHelpField,
  type HelpTopic,
} from './need-help-model';

/** The words of each topic; the topic itself is what the organization receives. */
const TOPIC_LABELS: Record<(typeof HELP_TOPICS)[number], LeadMessageKey> = {
  'Map Issues': 'needHelp.topic.mapIssues',
  Setbacks: 'needHelp.topic.setbacks',
  Zone: 'needHelp.topic.zone',
  'Property Type': 'needHelp.topic.propertyType',
  'Lot Lines': 'needHelp.topic.lotLines',
  'Size Calculations': 'needHelp.topic.sizeCalculations',
  'Setup Website Booster': 'needHelp.topic.websiteBooster',
  'Setup Brochure': 'needHelp.topic.brochure',
  Other: 'needHelp.topic.other',
};

/** The need-help modal for organization `orgId`; mount it to open it. */
export function NeedHelpModal({ orgId, onClose }: { orgId: string; onClose(): void }) {
  const t = useLeadTranslate();
  const { property, api } = useReport();
  const { session } = useAccount();
  const user = session.me?.user;
  const [state, setState] = useState(() => createNeedHelpState({ address: property.attributes.address, name: user?.name }));
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const issues = useMemo(() => needHelpIssues(state.values), [state.values]);
  const { values } = state;

  // The thank-you screen starts at its heading.
  useEffect(() => {
    if (state.step === 'THANK_YOU') heading.current?.focus();
  }, [state.step]);

  const errorOf = (path: string) => {
    const reason = issues[path];
    return reason && state.touched.has(path) ? helpErrorText(t, path, reason) : undefined;
  };
  const change = (next: (current: typeof state) => typeof state) => {
    setFailed(false);
    setState(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSendHelp(state) || sending) return;
    setSending(true);
    setFailed(false);
    try {
      await sendHelpRequest(api, orgId, buildHelpRequest(values, isWidgetToken(session.token) ? undefined : user?.email));
      setState(helpSent);
    } catch (error) {
      // Spec 8: a failed submission is logged, with no message. We also keep the form as it is
      // and say that it did not go, so the request can be sent again instead of being lost.
      console.error('The help request could not be sent', error);
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal title={t('needHelp.title')} onClose={onClose} className="lead-modal need-help">
      {state.step === 'THANK_YOU' ? (
        <>
          <div className="lead-modal__thanks">
            <h3 ref={heading} tabIndex={-1} className="lead-modal__question">
              {t('needHelp.thankYou.title')}
            </h3>
            <p>{t('needHelp.thankYou.text')}</p>
          </div>
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              {t('needHelp.done')}
            </button>
          </div>
        </>
      ) : (
        <form className="lead-modal__form need-help__form" noValidate onSubmit={onSubmit}>
          <TextField
            label={t('needHelp.name')}
            value={values.name}
            onChange={(value) => change((current) => setHelpField(current, 'name', value))}
            error={errorOf('name')}
            autoComplete="name"
          />
          <AddressFields
            legend={t('needHelp.address')}
            hint={t('needHelp.addressHint')}
            address={values.address}
            onChange={(part, value) => change((current) => setHelpAddressPart(current, part, value))}
            errorOf={(part) => errorOf(`address.${part}`)}
          />
          <RelatedTo value={values.relatedTo} onChange={(topic) => change((current) => setHelpField(current, 'relatedTo', topic))} />
          <TextField
            label={t('needHelp.request')}
            value={values.helpRequest}
            onChange={(value) => change((current) => setHelpField(current, 'helpRequest', value))}
            error={errorOf('helpRequest')}
            multiline
          />
          {failed && (
            <p className="lead-modal__failed" role="alert">
              {t('needHelp.failed')}
            </p>
          )}
          <div className="modal__actions">
            <button type="submit" className="button button--primary" disabled={!canSendHelp(state)} aria-disabled={sending || undefined} aria-busy={sending || undefined}>
              {sending ? t('needHelp.sending') : t('needHelp.send')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** The 'related to' list: no topic, or one of spec 3's. */
function RelatedTo({ value, onChange }: { value: HelpTopic; onChange(topic: HelpTopic): void }) {
  const t = useLeadTranslate();
  const id = useId();
  return (
    <div className="lead-modal__field">
      <label className="lead-modal__label" htmlFor={id}>
        {t('needHelp.relatedTo')}
      </label>
      <select id={id} className="lead-modal__input need-help__topic" value={value} onChange={(event) => onChange(event.target.value as HelpTopic)}>
        <option value="">{t('needHelp.noTopic')}</option>
        {HELP_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {t(TOPIC_LABELS[topic])}
          </option>
        ))}
      </select>
    </div>
  );
}
