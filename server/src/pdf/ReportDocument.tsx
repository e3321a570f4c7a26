// The PDF of one ADU page of the report (issue 9): a cover in the organization's template with the
// answer for the lot in the screen's words and the lot at a glance, the property facts (those the
// public data lacks named once), the page's sections with their citations as text and the size's
// calculation steps, the summary, other things to know, and the lot drawing at scale, with the
// brand and the address at the top and 'Page N of M' at the bottom of every page, in the widget's
// language (pdf-messages.ts; what the rules wrote from core/rules/texts-es.ts, the sources as they
// are). It reads street data as the
// viewer may see it: a limited report arrives with its locked values already taken out
// (core/report/limited.ts), and those print as 'Locked'.
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { PdfLocale, StreetData } from '../../../core/api';
import type { LayoutPage } from '../../../core/placement';
import { HousePosition, housePositionOf } from '../../../core/placement';
import type { SetbackValues, AduKind } from '../../../core/rules';
import { likelihoodStatus } from '../../../core/rules';
import { LotDrawing, type LotDrawingInput } from './LotDrawing';
import { Cover } from './PdfCover';
import { PDF_TEMPLATES, type PdfBrand } from './pdf-brand';
import { pdfWords } from './pdf-messages';
import { pdfStyles } from './pdf-styles';
import {
  absoluteUrl,
  areaText,
  Assumptions,
  Citations,
  citationsOf,
  SurveyBlock,
  coverDrawingHeight,
  EstimateSections,
  feetText,
  INFERRED_MARK,
  isInferred,
  labelOf,
  LEGAL_KEYS,
  LinkedText,
  noStricterOr,
  numberText,
  parkingText,
  Row,
  Section,
  setbackText,
  ShortLink,
  sizeText,
  STATUS_KEYS,
  Steps,
  StylesContext,
  TYPE_KEYS,
  wholeWords,
  withBasis,
  WordsContext,
} from './report-sections';

/** What the document prints. */
export interface ReportDocumentInput {
  report: StreetData;
  page: LayoutPage;
  /** The day the PDF is made, as printed on the cover. */
  date: Date;
  drawing: LotDrawingInput;
  /** The origin relative links (the API's own documents) are printed against, e.g. https://lotline.example. */
  baseUrl: string;
  brand: PdfBrand;
  /** The language of the printed words. */
  locale: PdfLocale;
}

/** The report of one ADU page as a react-pdf document. */
export function ReportDocument({ report, page, date, drawing, baseUrl, brand, locale }: ReportDocumentInput) {
  const styles = pdfStyles(brand);
  const words = pdfWords(locale);
  const { t, rules } = words;
  const unknown = t('value.unknown');
  const lockedText = t('value.locked');
  const kind: AduKind = page === 'backyard-cottage' ? 'ext' : 'int';
  const adu = report.bylaws.adu;
  const assumed = report.bylaws.assumptions;
  const locked = new Set(report.locked_fields);
  const a = report.attributes;
  const setbacks: SetbackValues = kind === 'ext' ? adu.placement.ext_setbacks : adu.placement.int_setbacks;
  const setbacksLocked = locked.has(`bylaws.adu.placement.${kind}_setbacks`);
  // A house the data has no footprint of: the drawing has no buildable area, and the section says why (issue 31).
  const houseMissing = kind === 'ext' && housePositionOf(report) === HousePosition.NotInData;
  const legal = kind === 'ext' ? adu.ext_legal : adu.int_legal;
  const summary = adu.summary[kind];
  const dateText = words.date(date);
  const title = words.pageTitle(page);
  const considered = report.gis_layers.filter((layer) => report.special_considerations[layer.gis_layer_id]);
  // Facts the public data gives are rows; those it lacks are named once, not printed as 'Unknown'.
  const factRows: [string, string | null][] = [
    [t('fact.address'), a.address.label],
    [t('fact.zone'), a.zone_code],
    [t('fact.propertyType'), a.property_type_name === null ? null : labelOf(words, TYPE_KEYS, a.property_type_name)],
    [t('fact.use'), a.use_code_desc],
    [t('fact.lotSize'), a.lot_size === null ? null : areaText(words, a.lot_size)],
    [t('fact.grossFloorArea'), a.gross_floor_area === null ? null : areaText(words, a.gross_floor_area)],
    [t('fact.yearBuilt'), a.year_built === null ? null : String(a.year_built)],
    [t('fact.stories'), a.stories === null ? null : numberText(words, a.stories)],
    [t('fact.units'), a.units === null ? null : numberText(words, a.units)],
  ];
  const facts = {
    known: factRows.filter((row): row is [string, string] => row[1] !== null && row[1] !== ''),
    missing: factRows.filter(([, value]) => value === null || value === '').map(([label]) => label),
  };
  const statusWords = labelOf(words, STATUS_KEYS, likelihoodStatus(adu.likelihood?.[kind], adu.status[kind]));
  const verdict: [string, string][] = [
    [t('legal.likelihood'), statusWords],
    [t('legal.status'), legal ? withBasis(words, labelOf(words, LEGAL_KEYS, legal), assumed, `adu.${kind}_legal`) : unknown],
    [t('size.unit'), withBasis(words, sizeText(words, adu.size_limits[kind], locked.has(`bylaws.adu.size_limits.${kind}`)), assumed, `adu.size_limits.${kind}.br`)],
  ];
  // Every page but the cover: the brand and the address at the top, the page number at the bottom.
  const frame = (
    <>
      <View style={styles.header} fixed>
        <Text style={styles.headerBrand}>{brand.name ?? 'Lotline'}</Text>
        <Text style={styles.headerAddress}>{a.address.label}</Text>
      </View>
      <Text style={styles.footer} fixed render={({ pageNumber, totalPages }) => t('page.number', { page: pageNumber, total: totalPages })} />
    </>
  );

  return (
    <StylesContext.Provider value={styles}>
    <WordsContext.Provider value={words}>
    <Document title={`${title}: ${a.address.label}`} author={brand.name ?? 'Lotline'} creator="Lotline" producer="Lotline">
      <Cover
        brand={brand}
        title={title}
        address={a.address.label}
        date={dateText}
        limited={report.limited_report}
        words={words}
        verdict={verdict}
        inferredNote={isInferred(assumed, `adu.${kind}_legal`) || isInferred(assumed, `adu.size_limits.${kind}.br`) ? `${INFERRED_MARK} ${t('cover.inferred')}` : null}
        tone={likelihoodStatus(adu.likelihood?.[kind], adu.status[kind])}
        drawing={
          <View>
            <Text style={styles.h3}>{t('drawing.title')}</Text>
            <LotDrawing input={drawing} widthPt={brand.template === PDF_TEMPLATES.sidebar ? 340 : 480} heightPt={coverDrawingHeight(brand)} fitHeight words={words} />
          </View>
        }
      />
      <Page size="LETTER" style={styles.page}>
        <Section title={t('section.facts')}>
          {facts.known.map(([label, value]) => (
            <Row key={label} label={label} value={value} />
          ))}
          {facts.missing.length > 0 && <Text style={styles.note}>{t('facts.missing', { list: facts.missing.map((label) => label.toLocaleLowerCase(locale)).join(', ') })}</Text>}
        </Section>
        <Section title={t('section.legal')}>
          <Row label={t('legal.likelihood')} value={statusWords} />
          <Row label={t('legal.status')} value={legal ? withBasis(words, labelOf(words, LEGAL_KEYS, legal), assumed, `adu.${kind}_legal`) : unknown} />
          <Row label={t('legal.zones')} value={a.zone_code || unknown} />
          <Assumptions assumptions={assumed} prefixes={[`adu.${kind}_legal`, 'adu.state_protected', 'adu.covered_by_state']} />
          <Citations baseUrl={baseUrl} list={citationsOf(report.citations, [`adu.${kind}_legal`, `adu.${kind}_legal_zone`, 'adu.zone', 'adu.covered_by_state'])} />
        </Section>
        <Section title={t('section.considerations')}>
          {considered.length === 0 && <Text style={styles.paragraph}>{t('considerations.none')}</Text>}
          {considered.map((layer) => {
            const c = report.special_considerations[layer.gis_layer_id]!;
            return <Row key={layer.gis_layer_id} label={rules.text(layer.name)} value={c.status === 'GREEN' ? t('considerations.nothingFound') : c.badge_text ? rules.text(c.badge_text) : t('considerations.foundNearby')} />;
          })}
        </Section>
        <Section title={t('section.size')}>
          <Row label={t('size.unit')} value={withBasis(words, sizeText(words, adu.size_limits[kind], locked.has(`bylaws.adu.size_limits.${kind}`)), assumed, `adu.size_limits.${kind}.br`)} />
          {!locked.has(`bylaws.adu.size_limits.${kind}`) && <Steps limit={adu.size_limits[kind]} />}
          {kind === 'ext' && (
            <Row
              label={t('size.footprint')}
              value={noStricterOr(
                words,
                adu.dimensions_no_stricter === true && !locked.has('bylaws.adu.size_limits.footprint'),
                sizeText(words, adu.size_limits.footprint, locked.has('bylaws.adu.size_limits.footprint')),
                Boolean(adu.size_limits.footprint.br?.max || adu.size_limits.footprint.sp?.max),
              )}
            />
          )}
          <Row label={t('size.height')} value={noStricterOr(words, adu.dimensions_no_stricter === true, feetText(words, adu.height_ft[kind]), adu.height_ft[kind] !== null)} />
          <Row label={t('size.parking')} value={withBasis(words, parkingText(words, adu, kind), assumed, `adu.parking.${kind}`)} />
          <Assumptions assumptions={assumed} prefixes={[`adu.size_limits.${kind}`, `adu.height.${kind}`, `adu.parking.${kind}`]} />
          <Citations baseUrl={baseUrl} list={citationsOf(report.citations, [`adu.size_limits.${kind}`, ...(kind === 'ext' ? ['adu.size_limits.footprint'] : []), `adu.height.${kind}`, `adu.parking.${kind}`])} />
        </Section>
        <Section title={t('section.placement')}>
          <Row label={t('placement.front')} value={withBasis(words, setbackText(words, setbacks.front, setbacksLocked), assumed, `adu.placement.${kind}_setbacks.front`)} />
          <Row label={t('placement.side')} value={withBasis(words, setbackText(words, setbacks.side, setbacksLocked), assumed, `adu.placement.${kind}_setbacks.side`)} />
          <Row label={t('placement.rear')} value={withBasis(words, setbackText(words, setbacks.rear, setbacksLocked), assumed, `adu.placement.${kind}_setbacks.rear`)} />
          <Row label={t('placement.building')} value={withBasis(words, setbackText(words, setbacks.building, setbacksLocked), assumed, `adu.placement.${kind}_setbacks.building`)} />
          {houseMissing && <Text style={[styles.paragraph, { marginTop: 6 }]}>{`${t('placement.houseNotInData')} ${t('placement.houseNotInDataWhy')}`}</Text>}
          <Assumptions assumptions={assumed} prefixes={[`adu.placement.${kind}_setbacks`]} />
          <Citations baseUrl={baseUrl} list={citationsOf(report.citations, [`adu.placement.${kind}_setbacks`])} />
          <SurveyBlock report={report} kind={kind} unit={drawing.units[0] ?? null} baseUrl={baseUrl} />
        </Section>
        <Section title={t('section.summary')}>
          <Text style={styles.paragraph}>{summary === null ? lockedText : rules.text(summary)}</Text>
        </Section>
        <EstimateSections report={report} kind={kind} baseUrl={baseUrl} />
        <Section title={t('section.other')}>
          {report.bylaws.extras.map((extra, index) => (
            <View key={`extra-${index}`} wrap={false}>
              <Text style={styles.h3}>{`${rules.text(extra.subject)} (${t(extra.source === 'STATE' ? 'other.state' : 'other.municipality')})`}</Text>
              <Text style={styles.paragraph}>{rules.text(extra.text)}</Text>
              <Citations baseUrl={baseUrl} list={citationsOf(report.citations, [`extras.${index}`])} />
            </View>
          ))}
          {report.bylaws.notes.map((note) => (
            <Text key={note} style={styles.paragraph}>{`• ${rules.text(note)}`}</Text>
          ))}
          {report.bylaws.city_bylaws_url && <LinkedText text={(url) => t('other.bylaws', { url })} url={absoluteUrl(report.bylaws.city_bylaws_url, baseUrl)} />}
          {report.city_external_links.map((link) => (
            <Text key={`${link.subject}-${link.link}`} style={styles.paragraph} hyphenationCallback={wholeWords}>
              {`${rules.text(link.subject)}: `}
              <ShortLink url={absoluteUrl(link.link, baseUrl)} />
            </Text>
          ))}
        </Section>
        {frame}
      </Page>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.h2}>{t('drawing.title')}</Text>
        <LotDrawing input={drawing} widthPt={524} heightPt={560} words={words} />
        <Text style={styles.citation}>{t('drawing.caption')}</Text>
        {frame}
      </Page>
    </Document>
    </WordsContext.Provider>
    </StylesContext.Provider>
  );
}
