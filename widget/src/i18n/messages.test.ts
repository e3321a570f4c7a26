import { describe, expect, it, vi } from 'vitest';
import { coreTexts, catalogues as loaded, createTranslator, loadLocale, resolveLocale, ruleTextsOf, type CoreTexts } from './messages';
import { es } from './messages-es';
import { REPORT_EN } from './messages-report';

const catalogues = { en: loaded.en!, es };

describe('message catalogue', () => {
  it('has the same keys in every locale, none empty', () => {
    expect(Object.keys(catalogues.es).sort()).toEqual(Object.keys(catalogues.en).sort());
    for (const catalogue of Object.values(catalogues)) expect(Object.values(catalogue).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('loads Spanish on demand: the catalogue comes in its own chunk and the translator speaks it', async () => {
    await loadLocale('es');
    expect(loaded.es).toBe(es);
    expect(createTranslator('es')('landing.title')).toBe(es['landing.title']);
  });

  it('loads the Spanish of what core writes with the Spanish catalogue, and keeps the rules’ English as written', async () => {
    // The test setup registers Spanish for every file; this one loads it afresh.
    const [catalogue, words] = [loaded.es, coreTexts.es];
    delete loaded.es;
    delete coreTexts.es;
    try {
      expect(ruleTextsOf('es').text('Parking')).toBe('Parking');
      await loadLocale('es');
      expect(loaded.es).toBe(es);
      expect(ruleTextsOf('es').text('Parking')).toBe('Estacionamiento');
      expect(ruleTextsOf('es').text('The smaller of these: 700 sq ft')).toBe('El menor de estos valores: 700 pies²');
      // The playground's answers and the catalogue's plan names come in the same chunk.
      const spanish = coreTexts.es as CoreTexts | undefined;
      expect(spanish?.analysis.text('This shed is permitted here: it meets all 7 rules checked.')).toBe('Se permite este cobertizo aquí: cumple las 7 normas revisadas.');
      expect(spanish?.planNames['Lap Pool']).toBe('Piscina de nado');
    } finally {
      loaded.es = catalogue;
      coreTexts.es = words;
    }
    expect(coreTexts.en).toBeUndefined();
    expect(ruleTextsOf('en').text('The smaller of these: 700 sq ft')).toBe('The smaller of these: 700 sq ft');
    expect(ruleTextsOf('en').assumption({ key: 'secondary-source', params: {}, text: 'As the rules wrote it.' })).toBe('As the rules wrote it.');
  });

  it('keeps the spec wording in English', () => {
    const t = createTranslator('en');
    expect(t('landing.title')).toBe('Look Up Your House!');
    expect(t('landing.subtitle')).toBe('See if you can build a Backyard Cottage or In-Home Apartment');
    expect(t('error.pick-address')).toBe('Please Pick an Address from the Search Bar');
    expect(t('unit.sqft', { value: '1,200' })).toBe('1,200 sq ft');
  });

  it('keeps the report shell in the spec’s words', () => {
    const t = createTranslator('en');
    expect([t('section.legal'), t('section.considerations'), t('section.size'), t('section.placement'), t('section.summary'), t('section.other')]).toEqual([
      'I. Is it generally allowed here',
      'II. Special Considerations',
      'III. Size Limitations',
      'IV. Placement',
      'Summary',
      'Other Things to Know',
    ]);
    expect(t('overview.whatCanYouBuild')).toBe('What can you build');
    expect(t('overview.viewDetails')).toBe('View Details');
    expect(t('property.notAvailable')).toBe('Not available');
    expect(t('upsell.title')).toBe('Unlock more features');
    expect(t('learnMore.title')).toBe('Want to learn more?');
    expect(t('learnMore.schedule')).toBe('Schedule a Time');
    expect(t('report.title')).toBe('Pre-Feasibility Report');
    expect([t('badge.notDetected'), t('badge.detected')]).toEqual(['Not Detected', 'Detected']);
    expect(t('error.address-not-found')).toBe('Address is not supported');
    expect(t('error.address-failed-to-load')).toBe('Address failed to load');
    expect(t('error.unknown')).toBe('Something went wrong');
  });

  it('keeps the account panel and the limit modal in the spec’s words (spec 1 sections 2, 4 and 9)', () => {
    const t = createTranslator('en');
    expect([t('account.title'), t('account.guest'), t('account.package'), t('account.addressesUsed')]).toEqual(['Account', 'Unregistered Guest', 'Package', 'Addresses Used']);
    expect([t('account.packageFree'), t('account.packagePro')]).toEqual(['Free', 'Pro']);
    expect(t('account.usedOf', { used: 1, quota: 3 })).toBe('1 of 3');
    expect(t('account.usedOfMonthly', { used: 12, quota: 80 })).toBe('12 of 80 (this month)');
    expect([t('account.manageSubscriptions'), t('account.settings'), t('account.logOut')]).toEqual(['Manage Subscriptions', 'Settings', 'Log out']);
    expect(t('account.limitTitle')).toBe('Unlock more searches');
    expect(t('account.limitTitleVisitor')).toBe('Create a free login for more searches!');
    expect(t('account.limitFreeText')).toBe("You've saved the maximum number of addresses under your free plan.");
    expect([t('account.firstNameRequired'), t('account.lastNameRequired'), t('account.emailRequired'), t('account.emailInvalid')]).toEqual([
      'First Name is required.',
      'Last Name is required.',
      'Email is required',
      'Please verify that you are entering the correct email.',
    ]);
  });

  it('brings the report’s English with the report’s chunk, into translators made before it came (decision 071)', async () => {
    // The catalogue as the first screen has it: a fresh copy of the module, before addReportWords.
    vi.resetModules();
    const fresh = await import('./messages');
    const t = fresh.createTranslator('en');
    expect(Object.keys(REPORT_EN).filter((key) => Object.hasOwn(fresh.catalogues.en!, key))).toEqual([]);
    expect(t('landing.title')).toBe('Look Up Your House!');
    expect(t('search.placeholder')).toBe('Enter your address');
    expect(t('section.placement')).toBeUndefined();
    const { addReportWords } = await import('./messages-report');
    addReportWords();
    expect(t('section.placement')).toBe('IV. Placement');
    expect(t('survey.close', { clearance: '3 ft', number: 2, kind: 'rear' })).toBe(
      'The unit stands 3 ft from the setback line of lot line 2 (rear): close enough that the surveyor’s plot plan will be needed.',
    );
    expect(Object.keys(fresh.catalogues.en!).sort()).toEqual(Object.keys(es).sort());
  });

  it('resolves the locale from the attribute, then the browser, then English', () => {
    expect(resolveLocale('es', ['en-US'])).toBe('es');
    expect(resolveLocale(undefined, ['fr-FR', 'es-MX'])).toBe('es');
    expect(resolveLocale('de', ['fr'])).toBe('en');
  });
});
