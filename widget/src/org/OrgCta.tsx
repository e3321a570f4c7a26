// The organization's main call to action on the report (its `main_cta`; `main_cta_mobile_title`
// on a narrow widget). It opens the organization's contact route: its external contact form in a
// new tab when the built-in form is off, else the built-in lead modal (when the organization's
// `lead_form` feature is on), whose code loads on the first click. An organization with neither
// has no call to action. It sends no widget event.
import { lazy, Suspense, useState } from 'react';
import type { OrgPublicConfig } from '../../../core/api';
import { useTranslate } from '../i18n/use-translate';
import { isOrgFeatureOn, ORG_FEATURES } from '../shell/org/features';
import { useOrgConfig } from '../shell/org/org-context';

const LeadModal = lazy(() => import('../leads/LeadModal').then((module) => ({ default: module.LeadModal })));

/** The words of the call to action: the mobile title on a narrow widget, else the main one; null when the organization set neither. */
export function ctaLabel(config: Pick<OrgPublicConfig, 'main_cta' | 'main_cta_mobile_title'>, compact: boolean): string | null {
  return compact ? (config.main_cta_mobile_title ?? config.main_cta) : (config.main_cta ?? config.main_cta_mobile_title);
}

/** Where the call to action leads: the external contact form, or null for the built-in form. */
export function externalContactUrl(config: Pick<OrgPublicConfig, 'use_built_in_contact_form' | 'external_contact_form_url'>): string | null {
  return config.use_built_in_contact_form ? null : config.external_contact_form_url;
}

/** The organization's call to action; nothing without an organization or a contact route. */
export function OrgCta({ compact, embedded }: { compact: boolean; embedded: boolean }) {
  const t = useTranslate();
  const config = useOrgConfig();
  const [open, setOpen] = useState(false);
  if (!config) return null;
  const label = ctaLabel(config, compact) ?? t('org.ctaFallback');
  const external = externalContactUrl(config);
  const builtIn = config.use_built_in_contact_form && isOrgFeatureOn(config, ORG_FEATURES.leadForm);
  if (!external && !builtIn) return null;
  return (
    <div className="org-cta" data-contact={external ? 'external' : 'built-in'}>
      {external ? (
        <a className="button button--primary org-cta__button" href={external} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden"> {t('citation.newTab')}</span>
        </a>
      ) : (
        <button type="button" className="button button--primary org-cta__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {label}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <LeadModal title={label} orgId={config.id} orgName={config.name} embedded={embedded} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
