// The organization's main call to action on the report (its `main_cta`; `main_cta_mobile_title`
// on a narrow widget). It opens the organization's contact route: its external contact form in a
// new tab when the built-in form is off; the built-in form is a later release, so until then the
// button is there, disabled, with a 'Contact form coming soon' tooltip. It sends no widget event.
import { useId } from 'react';
import type { OrgPublicConfig } from '../../../core/api/org.schema';
import { useTranslate } from '../i18n/use-translate';
import { useOrgConfig } from './org-context';

/** The words of the call to action: the mobile title on a narrow widget, else the main one; null when the organization set neither. */
export function ctaLabel(config: Pick<OrgPublicConfig, 'main_cta' | 'main_cta_mobile_title'>, compact: boolean): string | null {
  return compact ? (config.main_cta_mobile_title ?? config.main_cta) : (config.main_cta ?? config.main_cta_mobile_title);
}

/** Where the call to action leads: the external contact form, or null for the built-in form. */
export function externalContactUrl(config: Pick<OrgPublicConfig, 'use_built_in_contact_form' | 'external_contact_form_url'>): string | null {
  return config.use_built_in_contact_form ? null : config.external_contact_form_url;
}

/** The organization's call to action; nothing without an organization. */
export function OrgCta({ compact }: { compact: boolean }) {
  const t = useTranslate();
  const config = useOrgConfig();
  const tipId = useId();
  if (!config) return null;
  const label = ctaLabel(config, compact) ?? t('org.ctaFallback');
  const external = externalContactUrl(config);
  return (
    <div className="org-cta" data-contact={external ? 'external' : 'built-in'}>
      {external ? (
        <a className="button button--primary org-cta__button" href={external} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden"> {t('citation.newTab')}</span>
        </a>
      ) : (
        <span className="soon org-cta__soon">
          <button
            type="button"
            className="button button--primary soon__button org-cta__button"
            aria-disabled="true"
            aria-describedby={tipId}
            onClick={(event) => event.preventDefault()}
          >
            {label}
          </button>
          <span id={tipId} role="tooltip" className="soon__tip">
            {t('org.contactSoon')}
          </span>
        </span>
      )}
    </div>
  );
}
