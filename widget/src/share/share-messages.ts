// The words of the share modal, in English and Spanish. They load with the modal's chunk, so the
// first screen carries none of them; any other key falls back to the main catalogue
// (i18n/screen-translator.ts). 'Copied!' is spec 5 section 9's word for word; the spec names the
// copy-failure toast (Messages.CopyFailed) without its English words.
import type { ScreenCatalogues, ScreenTranslate } from '../i18n/screen-translator';

const en = {
  'share.title': 'Share this report',
  'share.intro': 'Send the pre-feasibility report of this property to someone, or keep the link.',
  'share.linkLabel': 'Link to this page',
  'share.textLabel': 'Text to share',
  'share.copy': 'Copy link',
  'share.copied': 'Copied!',
  'share.copyFailed': 'Failed to copy',
  'share.sentence': 'Can I build an ADU at {address}? See the {page} page of its pre-feasibility report.',
  'share.subject': 'ADU pre-feasibility report: {address}',
  'share.targets': 'Share on',
  'share.email': 'E-mail',
  'share.x': 'X (Twitter)',
  'share.facebook': 'Facebook',
  'share.linkedin': 'LinkedIn',
  'share.more': 'More options…',
} as const;

/** A key of the modal's own words. */
export type ShareMessageKey = keyof typeof en;

const es: Record<ShareMessageKey, string> = {
  'share.title': 'Compartir este informe',
  'share.intro': 'Envíe a alguien el informe de prefactibilidad de esta propiedad, o guarde el enlace.',
  'share.linkLabel': 'Enlace a esta página',
  'share.textLabel': 'Texto para compartir',
  'share.copy': 'Copiar enlace',
  'share.copied': '¡Copiado!',
  'share.copyFailed': 'No se pudo copiar',
  'share.sentence': '¿Puedo construir una ADU en {address}? Vea la página {page} de su informe de prefactibilidad.',
  'share.subject': 'Informe de prefactibilidad de ADU: {address}',
  'share.targets': 'Compartir en',
  'share.email': 'Correo electrónico',
  'share.x': 'X (Twitter)',
  'share.facebook': 'Facebook',
  'share.linkedin': 'LinkedIn',
  'share.more': 'Más opciones…',
};

/** The modal's words in every locale. */
export const SHARE_CATALOGUES: ScreenCatalogues<ShareMessageKey> = { en, es };

/** Translates the modal's keys and the main catalogue's. */
export type ShareTranslate = ScreenTranslate<ShareMessageKey>;
