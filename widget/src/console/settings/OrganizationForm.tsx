// The organization settings form (spec 2 'Settings', spec 3 'Settings form', spec 5 'Settings
// form'): the user's own name and role (`PATCH /api/me`) and every setting of the organization
// (`GET`/`PUT /api/orgs/:id/settings`), checked with the core schemas as they change. Messages
// show under fields once touched (all of them after a refused save); the server's field errors
// land on the same fields; nothing typed is lost when a save fails. Owners edit everything with
// one Save; members edit their own name and role, with a Save for those only, and read the rest.
// The branding, map and contact sections are in OrganizationSections.tsx.
import { useContext, useEffect, useRef, useState, type FormEvent } from 'react';
import { maskPhone, PHONE_PLACEHOLDER, MODULE_FEATURES, moduleFormKey, type OrgAdminView, VISITOR_REPORTS, type VisitorReport, PROJECT_TYPES, SIGN_UP_REASONS } from '../../../../core/api';
import { getOrgSettings, updateMe, updateOrgSettings, type AccountUser } from '../../../../core/api';
import { ApiRequestError, send, type ApiClient } from '../../api/client';
import { formatMonth, formatNumber } from '../../i18n/format';
import { useOrgTranslate } from '../i18n/org-messages';
import { useLocale } from '../../i18n/use-translate';
import { ServiceAreaSelector } from '../service-area/ServiceAreaSelector';
import { ToastContext } from '../ui/toast-context';
import { problemFields, problemText } from './api-problem';
import { EmbedSnippet } from './EmbedSnippet';
import { FeatureFlagsEditor } from './FeatureFlagsEditor';
import { localizeFieldMessage } from './field-messages';
import { PriceBookEditor } from './PriceBookEditor';
import { OriginsEditor } from './OriginsEditor';
import { offBecauseOf } from './feature-flags';
import type { SettingsEditing } from './settings-access';
import { BrandingSection, ContactSection, MapSection, type OrganizationSectionProps, type PrefixedUrlField } from './OrganizationSections';
import { Field, Section, Switch, TextField } from './SettingsFields';
import {
  editableErrors,
  errorsFromFields,
  formFromView,
  parsedProfileUpdate,
  partsToSave,
  parsedSettingsUpdate,
  toProfileUpdate,
  toSettingsUpdate,
  urlAsSent,
  validateSettingsForm,
  type FormErrors,
  type SettingsForm,
} from './settings-form';

interface Props {
  api: ApiClient;
  orgId: string;
  user: AccountUser;
  /** What the reader changes: their profile, and the organization when they own it. */
  editing: SettingsEditing;
  /** The server refused the token (401). */
  onUnauthorized(): void;
  /** The user's own fields were saved: the session reads the user again. */
  onProfileSaved(): void;
}

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; view: OrgAdminView };

/** The form, loaded for `orgId`. */
export function OrganizationForm({ api, orgId, user, editing, onUnauthorized, onProfileSaved }: Props) {
  const t = useOrgTranslate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ user, onUnauthorized });
  latest.current = { user, onUnauthorized };

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    send(api, getOrgSettings, { params: { id: orgId } }, { signal: controller.signal }).then(
      (view) => setLoad({ status: 'loaded', view }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 401) latest.current.onUnauthorized();
        setLoad({ status: 'failed', message: problemText(error, t) });
      },
    );
    return () => controller.abort();
  }, [api, orgId, attempt, t]);

  if (load.status === 'loading') {
    return (
      <p className="settings-status" role="status">
        {t('settings.loading')}
      </p>
    );
  }
  if (load.status === 'failed') {
    return (
      <div className="settings-status" role="alert">
        <p>{t('settings.loadFailed', { message: load.message })}</p>
        <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
          {t('settings.retry')}
        </button>
      </div>
    );
  }
  return <LoadedForm key={load.view.id} api={api} orgId={orgId} view={load.view} user={user} editing={editing} onUnauthorized={onUnauthorized} onProfileSaved={onProfileSaved} />;
}

interface LoadedProps extends Omit<Props, 'user'> {
  view: OrgAdminView;
  user: AccountUser;
}

function LoadedForm({ api, orgId, view: initialView, user, editing, onUnauthorized, onProfileSaved }: LoadedProps) {
  const t = useOrgTranslate();
  const locale = useLocale();
  const showToast = useContext(ToastContext);
  const [view, setView] = useState(initialView);
  const [form, setForm] = useState<SettingsForm>(() => formFromView(initialView, user));
  const [saved, setSaved] = useState<SettingsForm>(form);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FormErrors>({});
  const [isSaving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const current = useRef(form);
  current.current = form;

  const allErrors = validateSettingsForm(form);
  // Only the fields the reader may change get messages; a member's organization fields are read only.
  const clientErrors = editableErrors(allErrors, editing);
  const canEdit = editing.organization;
  const canSave = editing.profile || editing.organization;
  const errorsOf = (key: string): string[] | undefined => {
    const server = serverErrors[key];
    const messages = server && server.length > 0 ? server : isSubmitted || touched.has(key) ? clientErrors[key] : undefined;
    return messages?.map((message) => localizeFieldMessage(message, t));
  };

  /** Changes the form and marks `keys` touched, dropping the server's messages about them. */
  const update = (keys: string | string[], change: (draft: SettingsForm) => SettingsForm) => {
    const list = Array.isArray(keys) ? keys : [keys];
    setForm((draft) => change(draft));
    setTouched((set) => new Set([...set, ...list]));
    setServerErrors((errors) => {
      if (!list.some((key) => key in errors || Object.keys(errors).some((other) => other.startsWith(`${key}.`)))) return errors;
      return Object.fromEntries(Object.entries(errors).filter(([other]) => !list.some((key) => other === key || other.startsWith(`${key}.`))));
    });
  };
  const org = form.organization;
  const setOrg = <K extends keyof SettingsForm['organization']>(key: K, field: string, value: SettingsForm['organization'][K]) =>
    update(field, (draft) => ({ ...draft, organization: { ...draft.organization, [key]: value } }));
  const setPdf = (key: keyof SettingsForm['organization']['pdf'], value: string | number) =>
    update(`settings.pdf.${key}`, (draft) => ({ ...draft, organization: { ...draft.organization, pdf: { ...draft.organization.pdf, [key]: value } } }));
  /** A URL field shows the https:// it will be sent with once the reader leaves it (spec 5). */
  const prefixOnBlur = (key: PrefixedUrlField) => () =>
    setForm((draft) => ({ ...draft, organization: { ...draft.organization, [key]: urlAsSent(draft.organization[key]) } }));

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
      invalid?.scrollIntoView({ block: 'center' });
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || isSaving) return;
    setSubmitted(true);
    const sent = form;
    if (Object.keys(editableErrors(validateSettingsForm(sent), editing)).length > 0) {
      showToast?.('error', t('settings.fixErrors'));
      focusFirstInvalid();
      return;
    }
    const { profile: profileChanged, organization: organizationChanged } = partsToSave(sent, saved, editing);
    if (!profileChanged && !organizationChanged) {
      showToast?.('success', t('settings.nothingToSave'));
      return;
    }
    setSaving(true);
    const problems: string[] = [];
    const fieldProblems: FormErrors = {};
    let baseline = saved;
    if (profileChanged) {
      try {
        // A form the schema refuses goes as typed, so the server names the bad fields (as for the organization below).
        await send(api, updateMe, { body: parsedProfileUpdate(sent) ?? toProfileUpdate(sent) });
        baseline = { ...baseline, firstName: sent.firstName, lastName: sent.lastName, role: sent.role, roleOther: sent.roleOther };
        onProfileSaved();
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) onUnauthorized();
        Object.assign(fieldProblems, errorsFromFields(problemFields(error) ?? {}, 'me'));
        problems.push(problemText(error, t));
      }
    }
    if (organizationChanged) {
      try {
        const answer = await send(api, updateOrgSettings, { params: { id: orgId }, body: parsedSettingsUpdate(sent) ?? toSettingsUpdate(sent) });
        const fresh = formFromView(answer, { first_name: baseline.firstName, last_name: baseline.lastName, role: null });
        const organizationPart = { organization: fresh.organization, features: fresh.features, allowed_origins: fresh.allowed_origins, city_ids: fresh.city_ids };
        baseline = { ...baseline, ...organizationPart };
        setView(answer);
        // What the server stored replaces what was typed, unless the reader typed on meanwhile.
        if (current.current === sent) setForm((draft) => ({ ...draft, ...organizationPart }));
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) onUnauthorized();
        Object.assign(fieldProblems, errorsFromFields(problemFields(error) ?? {}, 'organization'));
        problems.push(problemText(error, t));
      }
    }
    setSaved(baseline);
    setServerErrors(fieldProblems);
    setSaving(false);
    if (problems.length === 0) {
      setTouched(new Set());
      setSubmitted(false);
      showToast?.('success', t('settings.saved'));
    } else {
      showToast?.('error', t('settings.saveFailed', { message: problems.join(' ') }));
      if (Object.keys(fieldProblems).length > 0) focusFirstInvalid();
    }
  };

  const isLogoShown = urlAsSent(org.logo_url) !== '' && !allErrors['settings.logo_url'];
  const sectionProps: OrganizationSectionProps = { org, errorsOf, setOrg, prefixOnBlur };
  const moduleFlags = toSettingsUpdate(form).features;

  return (
    <form ref={formRef} className="settings-form" noValidate onSubmit={(event) => void save(event)} aria-label={t('settings.formLabel')}>
      {!canEdit && <p className="settings-note">{t('settings.readOnly')}</p>}
      {/* The user's own fields are theirs to edit; the organization's are the owners'. */}
      <Section title={t('settings.you')}>
        <div className="settings-grid">
          <TextField field="me.first_name" label={t('settings.firstName')} autoComplete="given-name" value={form.firstName} errors={errorsOf('me.first_name')} onChange={(value) => update('me.first_name', (draft) => ({ ...draft, firstName: value }))} readOnly={!editing.profile} />
          <TextField field="me.last_name" label={t('settings.lastName')} autoComplete="family-name" value={form.lastName} errors={errorsOf('me.last_name')} onChange={(value) => update('me.last_name', (draft) => ({ ...draft, lastName: value }))} readOnly={!editing.profile} />
          <Field field="me.role" label={t('settings.role')} errors={errorsOf('me.role')}>
            {(control) => (
              <select {...control} className="settings-field__input" value={form.role} disabled={!editing.profile} onChange={(event) => update(['me.role', 'me.role_other'], (draft) => ({ ...draft, role: event.target.value }))}>
                {form.role === '' && <option value="">{t('settings.roleNone')}</option>}
                {SIGN_UP_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`settings.reason.${reason}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {form.role === 'Other' && (
            <TextField field="me.role_other" label={t('settings.roleOther')} value={form.roleOther} errors={errorsOf('me.role_other')} onChange={(value) => update('me.role_other', (draft) => ({ ...draft, roleOther: value }))} readOnly={!editing.profile} />
          )}
        </div>
      </Section>

      {/* The first thing an organization needs: the tag that puts Lotline on its site. */}
      <Section title={t('settings.embedCode')} description={t('settings.embedCodeHint')}>
        <EmbedSnippet apiBase={api.resolve('/')} orgId={orgId} />
      </Section>

      <fieldset className="settings-form__organization" disabled={!canEdit}>
        <Section title={t('settings.organization')}>
          <div className="settings-grid">
            <TextField field="name" label={t('settings.orgName')} autoComplete="organization" value={org.name} errors={errorsOf('name')} onChange={(value) => setOrg('name', 'name', value)} />
            <TextField field="email" label={t('settings.orgEmail')} type="email" autoComplete="email" value={org.email} errors={errorsOf('email')} onChange={(value) => setOrg('email', 'email', value)} />
            <TextField
              field="settings.contact_form_email"
              label={t('settings.contactFormEmail')}
              type="email"
              hint={t('settings.contactFormEmailHint')}
              value={org.contactFormEmail}
              errors={errorsOf('settings.contact_form_email')}
              onChange={(value) => setOrg('contactFormEmail', 'settings.contact_form_email', value)}
            />
            <TextField
              field="settings.phone_number"
              label={t('settings.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              value={org.phoneNumber}
              errors={errorsOf('settings.phone_number')}
              onChange={(value) => setOrg('phoneNumber', 'settings.phone_number', maskPhone(value))}
            />
            <TextField field="settings.address" label={t('settings.address')} autoComplete="street-address" value={org.address} errors={errorsOf('settings.address')} onChange={(value) => setOrg('address', 'settings.address', value)} className="settings-grid__wide" />
            <TextField
              field="land_url"
              label={t('settings.website')}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={org.land_url}
              errors={errorsOf('land_url')}
              onChange={(value) => setOrg('land_url', 'land_url', value)}
              onBlur={prefixOnBlur('land_url')}
              className="settings-grid__wide"
            />
          </div>
          <fieldset className="settings-choices" aria-describedby={errorsOf('settings.projects') ? 'settings-projects-error' : undefined}>
            <legend className="settings-field__label">{t('settings.projects')}</legend>
            {PROJECT_TYPES.map((type) => (
              <label key={type} className="settings-choice">
                <input
                  type="checkbox"
                  data-field="settings.projects"
                  checked={org.projects[type]}
                  onChange={(event) => setOrg('projects', 'settings.projects', { ...org.projects, [type]: event.target.checked })}
                />
                {t(`settings.project.${type}`)}
              </label>
            ))}
            {errorsOf('settings.projects') && (
              <p id="settings-projects-error" className="settings-field__error">
                {errorsOf('settings.projects')!.join(' ')}
              </p>
            )}
          </fieldset>
        </Section>

        <BrandingSection {...sectionProps} isLogoShown={isLogoShown} setPdf={setPdf} />

        <MapSection {...sectionProps} />

        <Section title={t('settings.modules')} description={t('settings.modulesHint')}>
          <div className="settings-modules">
            {MODULE_FEATURES.map((feature) => {
              const key = moduleFormKey(feature);
              const parent = offBecauseOf(moduleFlags, feature);
              return (
                <Switch
                  key={feature}
                  field="features"
                  label={t(`settings.module.${key}` as 'settings.module.backyard_cottage')}
                  checked={org.modules[key] ?? true}
                  hint={parent && org.modules[key] !== false ? t('settings.flagOffBecause', { parent }) : undefined}
                  onChange={(checked) => setOrg('modules', 'features', { ...org.modules, [key]: checked })}
                />
              );
            })}
          </div>
          <FeatureFlagsEditor
            flags={form.features}
            allFlags={moduleFlags}
            errors={errorsOf('features')}
            isEditable={canEdit}
            onChange={(features) => update('features', (draft) => ({ ...draft, features }))}
          />
        </Section>

        <Section title={t('settings.visitors')} description={t('settings.visitorsHint')}>
          <div className="settings-grid">
            <Field field="settings.visitor_report" label={t('settings.visitorReport')} errors={errorsOf('settings.visitor_report')} className="settings-grid__wide">
              {(control) => (
                <select {...control} className="settings-field__input" value={org.visitor_report} onChange={(event) => setOrg('visitor_report', 'settings.visitor_report', event.target.value as VisitorReport)}>
                  {VISITOR_REPORTS.map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`settings.visitorReport.${choice}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <p className="settings-note" data-testid="report-allowance">
            {t('settings.reportAllowance', {
              used: formatNumber(view.report_allowance.used, locale),
              allowance: formatNumber(view.report_allowance.allowance, locale),
              month: formatMonth(view.report_allowance.month, locale),
              plan: t(`settings.plan.${view.report_allowance.plan}`),
            })}
          </p>
        </Section>

        <ContactSection {...sectionProps} signingKey={view.webhook_signing_key} />

        <Section title={t('settings.priceBook')} description={t('settings.priceBookHint')}>
          <PriceBookEditor
            book={org.priceBook}
            errorsOf={errorsOf}
            onChange={(keys, book) => update(keys, (draft) => ({ ...draft, organization: { ...draft.organization, priceBook: book } }))}
          />
        </Section>

        <Section title={t('settings.embedding')} description={t('settings.embeddingHint')}>
          <OriginsEditor origins={form.allowed_origins} errorsOf={errorsOf} isEditable={canEdit} onChange={(origins) => update('allowed_origins', (draft) => ({ ...draft, allowed_origins: origins }))} />
        </Section>

        <Section title={t('settings.serviceArea')} description={t('settings.serviceAreaHint')}>
          {canEdit ? (
            <ServiceAreaSelector api={api} value={form.city_ids} onChange={(ids) => update('city_ids', (draft) => ({ ...draft, city_ids: ids }))} />
          ) : (
            <p className="settings-note">{t(form.city_ids.length === 1 ? 'settings.serviceAreaCount.one' : 'settings.serviceAreaCount.other', { count: form.city_ids.length })}</p>
          )}
          {errorsOf('city_ids') && <p className="settings-field__error">{errorsOf('city_ids')!.join(' ')}</p>}
        </Section>
      </fieldset>

      {errorsOf('_') && (
        <p className="settings-field__error" role="alert">
          {errorsOf('_')!.join(' ')}
        </p>
      )}
      {canSave && (
        <div className="settings-actions">
          <button type="submit" className="button button--primary settings-actions__save" aria-disabled={isSaving || undefined}>
            {isSaving && <span className="loader__spinner settings-actions__spinner" aria-hidden="true" />}
            {/* A member's Save says it saves their own profile only. */}
            {isSaving ? t('settings.saving') : t(canEdit ? 'settings.save' : 'settings.saveProfile')}
          </button>
        </div>
      )}
    </form>
  );
}
