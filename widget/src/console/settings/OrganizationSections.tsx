// The sections of the organization settings form (OrganizationForm.tsx) that edit one part of the
// organization each: its branding (logo, call to action, colours, PDF template), its map, and how
// its visitors reach it (contact form, CRM webhook, brochures).
import { useState } from 'react';
import { MAP_STYLES, type MapStyle } from '../../../../core/api';
import { DEFAULT_THEME_COLOURS } from '../../shell/org/org-theme';
import { useOrgTranslate } from '../i18n/org-messages';
import { CopyButton } from './CopyButton';
import { Field, Section, Switch, TextField } from './SettingsFields';
import { urlAsSent, type SettingsForm } from './settings-form';

type OrganizationFields = SettingsForm['organization'];

/** The URL fields that show the https:// they will be sent with once the reader leaves them. */
export type PrefixedUrlField = 'land_url' | 'logo_url' | 'embedded_map_page_url' | 'external_contact_form_url' | 'crm_webhook_url';

/** What each section works with: the organization's fields, their messages and their setters. */
export interface OrganizationSectionProps {
  org: OrganizationFields;
  errorsOf(key: string): string[] | undefined;
  /** Sets one organization field and marks the form key `field` touched. */
  setOrg<K extends keyof OrganizationFields>(key: K, field: string, value: OrganizationFields[K]): void;
  prefixOnBlur(key: PrefixedUrlField): () => void;
}

/** The logo with its preview, the calls to action, the colours and the PDF template. */
export function BrandingSection({ org, errorsOf, setOrg, prefixOnBlur, isLogoShown, setPdf }: OrganizationSectionProps & { isLogoShown: boolean; setPdf(key: keyof OrganizationFields['pdf'], value: string | number): void }) {
  const t = useOrgTranslate();
  return (
    <Section title={t('settings.branding')}>
      <div className="settings-grid">
        <TextField
          field="settings.logo_url"
          label={t('settings.logo')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={org.logo_url}
          errors={errorsOf('settings.logo_url')}
          onChange={(value) => setOrg('logo_url', 'settings.logo_url', value)}
          onBlur={prefixOnBlur('logo_url')}
          className="settings-grid__wide"
        />
        {isLogoShown && (
          <div className="settings-logo settings-grid__wide">
            <span className="settings-field__label">{t('settings.logoPreview')}</span>
            <LogoPreview url={urlAsSent(org.logo_url)} alt={t('settings.logoAlt', { name: org.name })} failedText={t('settings.logoFailed')} />
          </div>
        )}
        <TextField field="settings.main_cta" label={t('settings.mainCta')} hint={t('settings.mainCtaHint')} value={org.main_cta} errors={errorsOf('settings.main_cta')} onChange={(value) => setOrg('main_cta', 'settings.main_cta', value)} />
        <TextField
          field="settings.main_cta_mobile_title"
          label={t('settings.mainCtaMobile')}
          value={org.main_cta_mobile_title}
          errors={errorsOf('settings.main_cta_mobile_title')}
          onChange={(value) => setOrg('main_cta_mobile_title', 'settings.main_cta_mobile_title', value)}
        />
        <ColourField field="settings.pdf.primary_color" label={t('settings.primaryColour')} pickerLabel={t('settings.colourPicker', { name: t('settings.primaryColour') })} fallback={DEFAULT_THEME_COLOURS.primary} value={org.pdf.primary_color} errors={errorsOf('settings.pdf.primary_color')} onChange={(value) => setPdf('primary_color', value)} />
        <ColourField field="settings.pdf.secondary_color" label={t('settings.secondaryColour')} pickerLabel={t('settings.colourPicker', { name: t('settings.secondaryColour') })} fallback={DEFAULT_THEME_COLOURS.secondary} value={org.pdf.secondary_color} errors={errorsOf('settings.pdf.secondary_color')} onChange={(value) => setPdf('secondary_color', value)} />
        <ColourField field="settings.pdf.text_color" label={t('settings.textColour')} pickerLabel={t('settings.colourPicker', { name: t('settings.textColour') })} fallback={DEFAULT_THEME_COLOURS.text} value={org.pdf.text_color} errors={errorsOf('settings.pdf.text_color')} onChange={(value) => setPdf('text_color', value)} />
        <Field field="settings.pdf.template_id" label={t('settings.template')} errors={errorsOf('settings.pdf.template_id')}>
          {(control) => (
            <select {...control} className="settings-field__input" value={org.pdf.template_id} onChange={(event) => setPdf('template_id', Number(event.target.value))}>
              {[1, 2, 3, 4].map((id) => (
                <option key={id} value={id}>
                  {t('settings.templateNumber', { number: id })}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </Section>
  );
}

/** The map's style, its centre and the page that embeds the map. */
export function MapSection({ org, errorsOf, setOrg, prefixOnBlur }: OrganizationSectionProps) {
  const t = useOrgTranslate();
  return (
    <Section title={t('settings.map')}>
      <div className="settings-grid">
        <Field field="settings.map_style" label={t('settings.mapStyle')} errors={errorsOf('settings.map_style')}>
          {(control) => (
            <select {...control} className="settings-field__input" value={org.map_style} onChange={(event) => setOrg('map_style', 'settings.map_style', event.target.value as MapStyle)}>
              {MAP_STYLES.map((style) => (
                <option key={style} value={style}>
                  {t(`settings.mapStyle.${style}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          field="settings.map_center.lat"
          label={t('settings.mapCenterLat')}
          inputMode="decimal"
          placeholder="42.3736"
          value={org.map_center.lat}
          errors={errorsOf('settings.map_center.lat') ?? errorsOf('settings.map_center')}
          onChange={(value) => setOrg('map_center', 'settings.map_center.lat', { ...org.map_center, lat: value })}
        />
        <TextField
          field="settings.map_center.lng"
          label={t('settings.mapCenterLng')}
          inputMode="decimal"
          placeholder="-71.1097"
          value={org.map_center.lng}
          errors={errorsOf('settings.map_center.lng')}
          onChange={(value) => setOrg('map_center', 'settings.map_center.lng', { ...org.map_center, lng: value })}
        />
        <TextField
          field="settings.embedded_map_page_url"
          label={t('settings.embeddedMapPage')}
          hint={t('settings.embeddedMapPageHint')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={org.embedded_map_page_url}
          errors={errorsOf('settings.embedded_map_page_url')}
          onChange={(value) => setOrg('embedded_map_page_url', 'settings.embedded_map_page_url', value)}
          onBlur={prefixOnBlur('embedded_map_page_url')}
          className="settings-grid__wide"
        />
      </div>
    </Section>
  );
}

/** The contact form, the CRM webhook with its signing key, and the brochures. */
export function ContactSection({ org, errorsOf, setOrg, prefixOnBlur, signingKey }: OrganizationSectionProps & { signingKey: string | null | undefined }) {
  const t = useOrgTranslate();
  return (
    <Section title={t('settings.contact')}>
      <Switch
        field="settings.use_built_in_contact_form"
        label={t('settings.useBuiltInContactForm')}
        checked={org.use_built_in_contact_form}
        onChange={(checked) => setOrg('use_built_in_contact_form', 'settings.use_built_in_contact_form', checked)}
      />
      <div className="settings-grid">
        {!org.use_built_in_contact_form && (
          <TextField
            field="settings.external_contact_form_url"
            label={t('settings.externalContactForm')}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={org.external_contact_form_url}
            errors={errorsOf('settings.external_contact_form_url')}
            onChange={(value) => setOrg('external_contact_form_url', 'settings.external_contact_form_url', value)}
            onBlur={prefixOnBlur('external_contact_form_url')}
            className="settings-grid__wide"
          />
        )}
        <TextField
          field="settings.crm_webhook_url"
          label={t('settings.crmWebhook')}
          hint={t('settings.crmWebhookHint')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={org.crm_webhook_url}
          errors={errorsOf('settings.crm_webhook_url')}
          onChange={(value) => setOrg('crm_webhook_url', 'settings.crm_webhook_url', value)}
          onBlur={prefixOnBlur('crm_webhook_url')}
          className="settings-grid__wide"
        />
        {signingKey && (
          <Field field="webhook_signing_key" label={t('settings.signingKey')} hint={t('settings.signingKeyHint')} className="settings-grid__wide">
            {(control) => (
              <div className="settings-inline">
                <input {...control} className="settings-field__input settings-field__input--code" type="text" readOnly value={signingKey} spellCheck={false} />
                <CopyButton text={signingKey} label={t('settings.copyKey')} />
              </div>
            )}
          </Field>
        )}
      </div>
      <Switch field="settings.brochures_enabled" label={t('settings.brochuresEnabled')} checked={org.brochures_enabled} onChange={(checked) => setOrg('brochures_enabled', 'settings.brochures_enabled', checked)} />
      <div className="settings-grid">
        <TextField
          field="settings.brochures_cap"
          label={t('settings.brochuresCap')}
          type="number"
          inputMode="numeric"
          min={0}
          step="1"
          value={org.brochures_cap}
          errors={errorsOf('settings.brochures_cap')}
          onChange={(value) => setOrg('brochures_cap', 'settings.brochures_cap', value)}
        />
      </div>
    </Section>
  );
}

interface ColourFieldProps {
  field: string;
  label: string;
  pickerLabel: string;
  /** The colour the widget uses while none is set, which the swatch then shows. */
  fallback: string;
  value: string;
  errors: string[] | undefined;
  onChange(value: string): void;
}

/** A hex colour: a colour picker beside its text. The swatch shows the colour in effect: the typed one, or while the text is empty or not yet a colour, the widget's default. */
function ColourField({ field, label, pickerLabel, fallback, value, errors, onChange }: ColourFieldProps) {
  const t = useOrgTranslate();
  const swatch = swatchHex(value) ?? fallback;
  const isEmpty = value.trim() === '';
  return (
    <Field field={field} label={label} errors={errors} hint={isEmpty ? t('settings.colourDefault', { colour: fallback }) : undefined}>
      {(control) => (
        <div className="settings-colour">
          <input type="color" className="settings-colour__picker" value={swatch} aria-label={pickerLabel} onChange={(event) => onChange(event.target.value)} />
          <input {...control} className="settings-field__input settings-colour__text" type="text" placeholder={fallback} spellCheck={false} value={value} onChange={(event) => onChange(event.target.value)} />
        </div>
      )}
    </Field>
  );
}

/** `#rrggbb` in lower case (what a colour input takes) for a 3- or 6-digit hex colour, else null. */
function swatchHex(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  if (/^#[0-9a-f]{3}$/.test(text)) return `#${[...text.slice(1)].map((digit) => digit + digit).join('')}`;
  return null;
}

/** The logo as the widget would show it, or a note when the address gives no image. */
function LogoPreview({ url, alt, failedText }: { url: string; alt: string; failedText: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === url) return <p className="settings-field__hint">{failedText}</p>;
  return <img className="settings-logo__image" src={url} alt={alt} onError={() => setFailed(url)} />;
}
