// Who a PDF is branded for (issue 9, spec 3's settings form `pdf`): the organization's name, logo,
// colours and one of four templates, with Lotline's own look where an organization sets nothing.
// Colours an organization picks can be too light to read on white, so text drawn on a colour gets
// black or white by contrast, and a primary too light for headings on white falls back to the text
// colour (WCAG 2 relative luminance).
import type { OrgSettings } from '../../../core/api';
import { contrastRatio } from '../../../core/color';

/** The four cover and page designs an organization can choose (`pdf.template_id`). */
export const PDF_TEMPLATES = {
  /** A colour band across the top of the cover, headings in the primary colour. */
  classic: 1,
  /** A coloured column on the left of the cover, headings marked by a bar. */
  sidebar: 2,
  /** White pages, thin rules in the secondary colour, the logo at the top right. */
  minimal: 3,
  /** A full-bleed cover in the primary colour, headings on colour bands. */
  bold: 4,
} as const;
export type PdfTemplateId = (typeof PDF_TEMPLATES)[keyof typeof PDF_TEMPLATES];

/** An image react-pdf can draw. */
export interface PdfImage {
  data: Buffer;
  format: 'png' | 'jpg';
  widthPx: number;
  heightPx: number;
}

/** The branding of one PDF. */
export interface PdfBrand {
  /** The organization's name, or null for Lotline's own PDF. */
  name: string | null;
  logo: PdfImage | null;
  /** Phone and address printed under 'Prepared by', when the organization gives them. */
  contact: string[];
  primary: string;
  secondary: string;
  text: string;
  /** What to write on a primary-coloured fill: black or white, whichever reads better. */
  onPrimary: string;
  /** The primary colour if it reads on white, else the text colour (headings, rules). */
  accent: string;
  template: PdfTemplateId;
}

/** Lotline's own colours, used where an organization sets none. */
export const LOTLINE_PDF_COLORS = { primary: '#2563eb', secondary: '#0f766e', text: '#111827' } as const;

/** Large text (headings) needs 3:1 against its background (WCAG 2, 1.4.3). */
const HEADING_CONTRAST = 3;

/** The brand of an organization's settings, or Lotline's own without one. */
export function resolvePdfBrand(org: { name: string; settings: OrgSettings } | null, logo: PdfImage | null): PdfBrand {
  const pdf = org?.settings.pdf;
  const primary = pdf?.primary_color ?? LOTLINE_PDF_COLORS.primary;
  const secondary = pdf?.secondary_color ?? LOTLINE_PDF_COLORS.secondary;
  const text = pdf?.text_color && contrastRatio(pdf.text_color, '#ffffff') >= HEADING_CONTRAST ? pdf.text_color : LOTLINE_PDF_COLORS.text;
  const onPrimary = contrastRatio(primary, '#ffffff') >= contrastRatio(primary, '#000000') ? '#ffffff' : '#000000';
  const contact = org ? [org.settings.phone_number, org.settings.address].filter((line): line is string => Boolean(line)) : [];
  return {
    name: org?.name ?? null,
    logo,
    contact,
    primary,
    secondary,
    text,
    onPrimary,
    accent: contrastRatio(primary, '#ffffff') >= HEADING_CONTRAST ? primary : text,
    template: (pdf?.template_id ?? PDF_TEMPLATES.classic) as PdfTemplateId,
  };
}
