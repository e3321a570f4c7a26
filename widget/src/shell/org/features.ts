// The organization feature flags the widget reads, and what each one hides when it is false.
// Flags are dotted (`backyard_cottage.gallery` is a child of `backyard_cottage`) and a false
// ancestor turns its children off (`isFeatureEnabled`, spec 1 section 6).
import { isFeatureEnabled, type OrgPublicConfig } from '../../../../core/api';
import type { AduPage } from '../navigation/state';

/** The flag keys of the widget's features. */
export const ORG_FEATURES = {
  /** The backyard cottage: its row on the overview and its page. */
  backyardCottage: 'backyard_cottage',
  /** The in-home apartment: its row on the overview and its page. */
  inHomeApartment: 'in_home_apartment',
  /** The PDF button of an ADU page. */
  reportPdf: 'report.pdf',
  /** The gallery of the organization's pictures (spec 1 section 2: only in embeds). */
  gallery: 'gallery',
  /** The built-in lead contact form behind the call to action (spec 2 'Lead contact modal'). */
  leadForm: 'lead_form',
} as const;

/** The flag of an ADU page's type. */
export function aduPageFeature(page: AduPage): string {
  return page === 'backyard-cottage' ? ORG_FEATURES.backyardCottage : ORG_FEATURES.inHomeApartment;
}

/** Whether feature `key` is on for the organization; everything is on without a config. */
export function isOrgFeatureOn(config: Pick<OrgPublicConfig, 'features'> | null, key: string): boolean {
  return config === null || isFeatureEnabled(config.features, key);
}

/** Whether the ADU page `page` is offered by the organization. */
export function isAduPageOn(config: Pick<OrgPublicConfig, 'features'> | null, page: AduPage): boolean {
  return isOrgFeatureOn(config, aduPageFeature(page));
}
