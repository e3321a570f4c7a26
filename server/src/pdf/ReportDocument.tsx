// The PDF of one ADU page of the report (issue 9): a cover in the organization's template with the
// answer for the lot in the screen's words and the lot at a glance, the property facts (those the
// public data lacks named once), the page's sections with their citations as text and the size's
// calculation steps, the summary, other things to know, and the lot drawing at scale, with the
// brand and the address at the top and 'Page N of M' at the bottom of every page, in the widget's
// language (pdf-messages.ts; what the rules wrote from core/rules/texts-es.ts, the sources as they
// are). It reads street data as the
// viewer may see it: a limited report arrives with its locked values already taken out
// (core/report/limited.ts), and those print as 'Locked'.
import { Document, Link, Page, Text, View } from '@react-pdf/renderer';
import { createContext, useContext, type ReactNode } from 'react';
import type { PdfLocale, StreetData } from '../../../core/api';
import type { LayoutPage } from '../../../core/placement';
import { PropertyType } from '../../../core/property';
import { HousePosition, housePositionOf } from '../../../core/placement';
import type { ReportCitation, SetbackValues, SizeLimit, Assumption, AduKind } from '../../../core/rules';
import { likelihoodStatus, parkingLine } from '../../../core/rules';
import { LotDrawing, type LotDrawingInput } from './LotDrawing';
import { Cover } from './PdfCover';
import { PDF_TEMPLATES, type PdfBrand } from './pdf-brand';
import { pdfWords, type PdfMessageKey, type PdfWords } from './pdf-messages';
import { pdfStyles, type PdfStyles } from './pdf-styles';
import { shortLink } from './short-link';

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

const LEGAL_KEYS = {
  BR: 'legal.BR',
  SP: 'legal.SP',
  CONDITION_USE_PERMIT: 'legal.CONDITION_USE_PERMIT',
  UNRESTRICTED: 'legal.UNRESTRICTED',
  NOT_ALLOWED: 'legal.NOT_ALLOWED',
} as const;
const STATUS_KEYS = { GREEN: 'status.GREEN', YELLOW: 'status.YELLOW', RED: 'status.RED' } as const;
/** The property types of spec 1 section 5 (core/property/use-code.ts) as the widget names them. */
const TYPE_KEYS = {
  [PropertyType.SingleFamily]: 'type.singleFamily',
  [PropertyType.TwoFamily]: 'type.twoFamily',
  [PropertyType.MultiFamily]: 'type.multiFamily',
  [PropertyType.Other]: 'type.other',
} as const satisfies Record<PropertyType, PdfMessageKey>;

/** The label of a code in `keys`, or the code itself when the catalogue has no words for it. */
function labelOf(words: PdfWords, keys: Readonly<Record<string, PdfMessageKey>>, code: string): string {
  const key = Object.hasOwn(keys, code) ? keys[code] : undefined;
  return key ? words.t(key) : code;
}

/** A link as a reader can type it: relative links of the API resolved against `baseUrl`. */
function absoluteUrl(link: string, baseUrl: string): string {
  try {
    return new URL(link, baseUrl).href;
  } catch {
    return link;
  }
}

/** The mark after a value that rests on an assumption; the section's footnote says what it rests on. */
export const INFERRED_MARK = '*';

/** A link printed short (host and the start of the path), linking to the whole URL. */
function ShortLink({ url }: { url: string }) {
  const styles = useStyles();
  return (
    <Link src={url} style={styles.link}>
      {shortLink(url)}
    </Link>
  );
}

/** Lines with a short link break between words only, never inside the link (react-pdf would hyphenate it). */
const wholeWords = (word: string): string[] => [word];

/** A sentence of the catalogue with its `{url}` printed as a short link. */
function LinkedText({ text, url }: { text: (placeholder: string) => string; url: string }) {
  const styles = useStyles();
  const [before = '', after = ''] = text('\u0000').split('\u0000');
  return (
    <Text style={styles.paragraph} hyphenationCallback={wholeWords}>
      {before}
      <ShortLink url={url} />
      {after}
    </Text>
  );
}

/** A number, or 'Unknown'. */
const numberText = (words: PdfWords, value: number | null | undefined): string => (value === null || value === undefined ? words.t('value.unknown') : words.number(value));

/** The parking line: the spaces the town may require, with the nearest station where the law waives them near transit (decision 052). */
function parkingText(words: PdfWords, adu: StreetData['bylaws']['adu'], kind: AduKind): string {
  const line = parkingLine(adu.parking_spaces[kind], adu.parking_transit ?? null);
  return words.t(`parking.${line.key}`, { ...line.values, spaces: words.number(line.values.spaces) });
}

/** An area in square feet, or 'Unknown'. */
const areaText = (words: PdfWords, value: number | null | undefined): string =>
  value === null || value === undefined ? words.t('value.unknown') : words.t('unit.sqft', { value: words.number(value) });

/** The by-right and special-permit maxima of a size limit, or 'Locked' when the report left them out. */
function sizeText(words: PdfWords, limit: SizeLimit, locked: boolean): string {
  if (locked) return words.t('value.locked');
  const area = (max: number) => words.t('unit.sqft', { value: words.number(max) });
  const parts = [
    limit.br?.max ? words.t('size.byRight', { size: area(limit.br.max) }) : null,
    limit.sp?.max ? words.t('size.bySpecialPermit', { size: area(limit.sp.max) }) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : words.t('value.noLimit');
}

/** A length in feet, or 'No number on file'. */
const feetText = (words: PdfWords, value: number | null): string => (value === null ? words.t('value.noNumber') : words.t('unit.feet', { value: words.number(value) }));

/**
 * A protected ADU's footprint or height where no number is on file: where 760 CMR 71.03 holds it to
 * the house's or an accessory building's limit, that is what the report says, not 'no number'.
 */
const noStricterOr = (words: PdfWords, noStricter: boolean, text: string, known: boolean): string => (noStricter && !known ? words.t('value.noStricter') : text);

const setbackText = (words: PdfWords, value: number | null, locked: boolean): string => (locked ? words.t('value.locked') : feetText(words, value));

// The document's styles, made once per PDF from its brand, and its words.
const StylesContext = createContext<PdfStyles | null>(null);
function useStyles(): PdfStyles {
  const styles = useContext(StylesContext);
  if (!styles) throw new Error('PDF parts need the styles of their document');
  return styles;
}
const WordsContext = createContext<PdfWords | null>(null);
function useWords(): PdfWords {
  const words = useContext(WordsContext);
  if (!words) throw new Error('PDF parts need the words of their document');
  return words;
}

function Row({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <View style={styles.row} wrap={false}>
      <Text style={styles.key}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </View>
  );
}

/** The citations of the report fields starting with any of `prefixes`, each document and sections once. */
function citationsOf(citations: Record<string, ReportCitation[]>, prefixes: readonly string[]): ReportCitation[] {
  const seen = new Set<string>();
  return Object.entries(citations)
    .filter(([field]) => prefixes.some((prefix) => field === prefix || field.startsWith(`${prefix}.`)))
    .flatMap(([, list]) => list)
    .filter((c) => {
      const key = `${c.document_id}|${c.sequences.join(',')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function Citations({ list, baseUrl }: { list: ReportCitation[]; baseUrl: string }) {
  const styles = useStyles();
  const words = useWords();
  if (list.length === 0) return null;
  return (
    <View>
      <Text style={styles.h3}>{words.t('citation.sources')}</Text>
      {list.map((c) => {
        const name = [c.publisher, c.label || c.document_id].filter(Boolean).join(': ');
        const checked = c.verified_at ? ` (${words.t('citation.checked', { date: words.date(new Date(`${c.verified_at}T00:00:00Z`)) })})` : '';
        // The source's title, then where to find it, short.
        return (
          <Text key={`${c.document_id}|${c.sequences.join(',')}`} style={styles.citation} hyphenationCallback={wholeWords}>
            <Text style={styles.citationTitle}>{name}</Text>
            {`${checked} · `}
            <ShortLink url={absoluteUrl(c.source_url, baseUrl)} />
          </Text>
        );
      })}
    </View>
  );
}

/** The calculation steps of a size limit, by right and by special permit, in the words of the rules. */
function Steps({ limit }: { limit: SizeLimit }) {
  const styles = useStyles();
  const words = useWords();
  const steps = [...(limit.br?.steps ?? []), ...(limit.sp?.steps ?? [])];
  if (steps.length === 0) return null;
  return (
    <View style={styles.steps} wrap={false}>
      <Text style={styles.stepsTitle}>{words.t('size.steps')}</Text>
      {steps.map((step, index) => (
        <Text key={`${index}-${step}`} style={styles.step}>{`${index + 1}. ${words.rules.text(step)}`}</Text>
      ))}
    </View>
  );
}

/** Numbered steps in the words of the rules, under `title`. */
function StepList({ title, steps }: { title: string; steps: readonly string[] }) {
  const styles = useStyles();
  const words = useWords();
  if (steps.length === 0) return null;
  return (
    <View style={styles.steps} wrap={false}>
      <Text style={styles.stepsTitle}>{title}</Text>
      {steps.map((step, index) => (
        <Text key={`${index}-${step}`} style={styles.step}>{`${index + 1}. ${words.rules.text(step)}`}</Text>
      ))}
    </View>
  );
}

/** What the ADU type costs, what it could rent for, and what comes next (decision 048). */
function EstimateSections({ report, kind, baseUrl }: { report: StreetData; kind: AduKind; baseUrl: string }) {
  const styles = useStyles();
  const words = useWords();
  const { t, rules } = words;
  const cost = report.cost_estimate?.[kind] ?? null;
  const rent = report.rent_estimate?.[kind] ?? null;
  const next = report.next_steps ?? null;
  const costLocked = report.locked_fields.includes(`cost_estimate.${kind}`);
  const years = (value: number) => new Intl.NumberFormat(words.locale === 'es' ? 'es-US' : 'en-US', { maximumFractionDigits: 1 }).format(value);
  return (
    <>
      <Section title={t('section.cost')}>
        {costLocked ? (
          <Row label={t('cost.label')} value={t('value.locked')} />
        ) : cost ? (
          <>
            <Row label={t('cost.label')} value={t('cost.range', { low: words.dollars(cost.low), high: words.dollars(cost.high) })} />
            <Text style={styles.paragraph}>{cost.basis === 'price_book' ? t('cost.basis.priceBook') : t('cost.basis.inferred')}</Text>
            <StepList title={t('cost.steps')} steps={cost.steps} />
            <Citations baseUrl={baseUrl} list={cost.sources} />
          </>
        ) : null}
      </Section>
      <Section title={t('section.rent')}>
        {rent ? (
          <>
            <Row label={t('rent.label')} value={t('rent.monthly', { amount: words.dollars(rent.monthly) })} />
            {rent.payback_years !== null && <Row label={t('rent.payback')} value={t('rent.years', { years: years(rent.payback_years) })} />}
            <StepList title={t('cost.steps')} steps={rent.steps} />
            <Citations baseUrl={baseUrl} list={rent.sources} />
            <Text style={styles.paragraph}>{t('rent.notIncluded')}</Text>
          </>
        ) : (
          <LinkedText text={(url) => t('rent.none', { url })} url="https://www.huduser.gov/portal/datasets/fmr.html" />
        )}
      </Section>
      <Section title={t('section.nextSteps')}>
        {next ? (
          <>
            <Text style={styles.paragraph}>{t('next.asOf', { date: words.date(new Date(`${next.as_of}T00:00:00Z`)) })}</Text>
            {next.steps.map((item, index) => (
              <View key={item.id} wrap={false}>
                <Text style={styles.h3}>{`${index + 1}. ${rules.text(item.step)}`}</Text>
                <Text style={styles.paragraph}>{rules.text(item.description)}</Text>
                {item.link && <LinkedText text={(url) => t('next.ask', { url })} url={absoluteUrl(item.link, baseUrl)} />}
                <Citations baseUrl={baseUrl} list={item.sources} />
              </View>
            ))}
          </>
        ) : (
          <Text style={styles.paragraph}>{t('next.none')}</Text>
        )}
      </Section>
    </>
  );
}

/**
 * The section's footnote of inferred values: 'Inferred' once, then each assumption behind the
 * report fields starting with any of `prefixes`, each sentence once; nothing when there is none.
 */
function Assumptions({ assumptions, prefixes }: { assumptions: Record<string, Assumption[]> | undefined; prefixes: readonly string[] }) {
  const styles = useStyles();
  const words = useWords();
  const sentences = [
    ...new Set(
      Object.entries(assumptions ?? {})
        .filter(([field]) => prefixes.some((prefix) => field === prefix || field.startsWith(`${prefix}.`)))
        .flatMap(([, list]) => list.map((a) => words.rules.assumption(a))),
    ),
  ];
  if (sentences.length === 0) return null;
  return (
    <View style={styles.footnote} wrap={false}>
      <Text style={styles.inferred}>{`${INFERRED_MARK} ${words.t('basis.footnote')}`}</Text>
      {sentences.map((sentence) => (
        <Text key={sentence} style={styles.assumption}>
          {`• ${sentence}`}
        </Text>
      ))}
    </View>
  );
}

/** Whether the report field `field` rests on an assumption. */
const isInferred = (assumptions: Record<string, Assumption[]> | undefined, field: string): boolean => (assumptions?.[field]?.length ?? 0) > 0;

/** A value's words, marked where it rests on an assumption (the section's footnote explains the mark). */
function withBasis(_words: PdfWords, value: string, assumptions: Record<string, Assumption[]> | undefined, field: string): string {
  return isInferred(assumptions, field) ? `${value} ${INFERRED_MARK}` : value;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={90}>
        {title}
      </Text>
      {children}
    </View>
  );
}

/**
 * The most the cover's drawing may take, in points: what the page has left under the headline and
 * the answer (less with a logo's row); the drawing then takes only the height its lot needs.
 */
function coverDrawingHeight(brand: PdfBrand): number {
  if (brand.template === PDF_TEMPLATES.sidebar) return 320;
  return brand.logo ? 250 : 320;
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
