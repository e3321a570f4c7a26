import { describe, expect, it } from 'vitest';
import { DEFAULT_ORG_SETTINGS, type OrgSettings } from '../../../core/api';
import { LOTLINE_PDF_COLORS, PDF_TEMPLATES, resolvePdfBrand } from './pdf-brand';

const settings = (pdf: Partial<OrgSettings['pdf']>, more: Partial<OrgSettings> = {}): OrgSettings => ({ ...DEFAULT_ORG_SETTINGS, ...more, pdf: { ...DEFAULT_ORG_SETTINGS.pdf, ...pdf } });

describe('resolvePdfBrand', () => {
  it("is Lotline's own look without an organization", () => {
    expect(resolvePdfBrand(null, null)).toEqual({
      name: null,
      logo: null,
      contact: [],
      ...LOTLINE_PDF_COLORS,
      onPrimary: '#ffffff',
      accent: LOTLINE_PDF_COLORS.primary,
      template: PDF_TEMPLATES.classic,
    });
  });

  it("takes the organization's colours, template and contact lines", () => {
    const brand = resolvePdfBrand({ name: 'Acme', settings: settings({ primary_color: '#1f6f5c', secondary_color: '#c2410c', text_color: '#222222', template_id: 4 }, { phone_number: '+1 (617) 555-0100', address: '1 Main St' }) }, null);
    expect(brand).toMatchObject({ name: 'Acme', primary: '#1f6f5c', secondary: '#c2410c', text: '#222222', onPrimary: '#ffffff', accent: '#1f6f5c', template: 4, contact: ['+1 (617) 555-0100', '1 Main St'] });
  });

  it('writes black on a light primary, keeps headings readable and refuses a text colour that does not read on white', () => {
    const brand = resolvePdfBrand({ name: 'Sunny', settings: settings({ primary_color: '#ffd23f', text_color: '#eeeeee' }) }, null);
    expect(brand.onPrimary).toBe('#000000');
    // Yellow headings on white would not read: they take the text colour, itself Lotline's here.
    expect(brand.text).toBe(LOTLINE_PDF_COLORS.text);
    expect(brand.accent).toBe(LOTLINE_PDF_COLORS.text);
  });
});
