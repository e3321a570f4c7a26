// The words of the owners' new-lead e-mail in the widget's languages (English and Spanish). The
// Spanish follows the widget's catalogues (widget/src/i18n/org-messages.ts, widget/src/leads/
// lead-messages.ts) where they say the same thing, so the e-mail and Settings → Leads agree.
import { fillTemplate } from '../../../core/text';

const en = {
  subject: 'New lead from {name} on Lotline',
  greeting: 'Hello,',
  intro: '{name} sent {org} a lead through Lotline.',
  contact: 'Contact',
  'contact.email': 'Email: {value}',
  'contact.phone': 'Phone: {value}',
  'contact.address': 'Address: {value}',
  report: 'What the report says',
  'kind.ext': 'Backyard cottage',
  'kind.int': 'In-home apartment',
  'kind.none': 'ADU kind: not chosen',
  'verdict.GREEN': 'Probably Allowed',
  'verdict.YELLOW': 'Might be Allowed',
  'verdict.RED': 'Probably Not Allowed',
  'legal.BR': 'allowed by right',
  'legal.SP': 'allowed by special permit',
  'legal.CONDITION_USE_PERMIT': 'allowed with a conditional use permit',
  'legal.UNRESTRICTED': 'unrestricted',
  'legal.NOT_ALLOWED': 'not allowed',
  'verdict.line': '{kind}: {verdict} ({legal})',
  'verdict.lineNoLegal': '{kind}: {verdict}',
  'size.line': 'Size limit by right: {sqft} sq ft',
  'size.unknown': 'Size limit by right: no number on file',
  'size.locked': 'Size limit by right: locked (the visitor saw the limited report)',
  'plan.line': 'Placed plan: {name}, {sqft} sq ft',
  'plan.none': 'Placed plan: none',
  'estimate.line': 'Estimate: {low} to {high}',
  'estimate.none': 'Estimate: not available',
  'noReport': 'The lead names no report.',
  open: 'Open the lead in Settings → Leads:',
  'open.link': 'Open the lead',
  footer: 'You receive this e-mail as an owner of {org} on Lotline.',
} as const;

export type LeadEmailKey = keyof typeof en;

const es: Record<LeadEmailKey, string> = {
  subject: 'Nuevo contacto de {name} en Lotline',
  greeting: 'Hola:',
  intro: '{name} envió un contacto a {org} a través de Lotline.',
  contact: 'Contacto',
  'contact.email': 'Correo electrónico: {value}',
  'contact.phone': 'Teléfono: {value}',
  'contact.address': 'Dirección: {value}',
  report: 'Lo que dice el informe',
  'kind.ext': 'Casita en el patio',
  'kind.int': 'Apartamento en la vivienda',
  'kind.none': 'Tipo de ADU: no elegido',
  'verdict.GREEN': 'Probablemente permitido',
  'verdict.YELLOW': 'Podría estar permitido',
  'verdict.RED': 'Probablemente no permitido',
  'legal.BR': 'permitido por derecho',
  'legal.SP': 'permitido con permiso especial',
  'legal.CONDITION_USE_PERMIT': 'permitido con un permiso de uso condicional',
  'legal.UNRESTRICTED': 'sin restricciones',
  'legal.NOT_ALLOWED': 'no permitido',
  'verdict.line': '{kind}: {verdict} ({legal})',
  'verdict.lineNoLegal': '{kind}: {verdict}',
  'size.line': 'Tamaño máximo por derecho: {sqft} pies²',
  'size.unknown': 'Tamaño máximo por derecho: no hay cifra registrada',
  'size.locked': 'Tamaño máximo por derecho: bloqueado (el visitante vio el informe limitado)',
  'plan.line': 'Plano colocado: {name}, {sqft} pies²',
  'plan.none': 'Plano colocado: ninguno',
  'estimate.line': 'Estimación: de {low} a {high}',
  'estimate.none': 'Estimación: no disponible',
  noReport: 'El contacto no indica ningún informe.',
  open: 'Abra el contacto en Configuración → Contactos:',
  'open.link': 'Abrir el contacto',
  footer: 'Recibe este correo como propietario de {org} en Lotline.',
};

/** The languages of the e-mail. */
export const LEAD_EMAIL_LOCALES = ['en', 'es'] as const;
export type LeadEmailLocale = (typeof LEAD_EMAIL_LOCALES)[number];

const CATALOGUES: Record<LeadEmailLocale, Record<LeadEmailKey, string>> = { en, es };

/** The words of `key` in `locale`, with `{name}` placeholders filled. */
export function leadEmailWords(locale: LeadEmailLocale, key: LeadEmailKey, values?: Readonly<Record<string, string | number>>): string {
  return fillTemplate(CATALOGUES[locale][key], values);
}
