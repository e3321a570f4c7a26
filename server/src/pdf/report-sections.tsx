// The parts of the report's PDF (ReportDocument.tsx): the words of each value (sizes, setbacks,
// parking, 'Locked' where a limited report left a value out), the citations, calculation steps,
// assumptions and estimates sections, and the contexts that carry the styles and the words.
import { Link, Text, View } from '@react-pdf/renderer';
import { createContext, useContext, type ReactNode } from 'react';
import type { StreetData } from '../../../core/api';
import type { Polygon } from '../../../core/geo';
import { reportSurvey, surveySentence } from '../../../core/report';
import { EdgeKind, edgeKindOf } from '../../../core/setback';
import { PropertyType } from '../../../core/property';
import type { ReportCitation, SizeLimit, Assumption, AduKind } from '../../../core/rules';
import { parkingLine } from '../../../core/rules';
import { PDF_TEMPLATES, type PdfBrand } from './pdf-brand';
import type { PdfMessageKey, PdfWords } from './pdf-messages';
import type { PdfStyles } from './pdf-styles';
import { shortLink } from './short-link';
import { EDGE_KIND_KEYS } from './LotDrawing';

export const LEGAL_KEYS = {
  BR: 'legal.BR',
  SP: 'legal.SP',
  CONDITION_USE_PERMIT: 'legal.CONDITION_USE_PERMIT',
  UNRESTRICTED: 'legal.UNRESTRICTED',
  NOT_ALLOWED: 'legal.NOT_ALLOWED',
} as const;
export const STATUS_KEYS = { GREEN: 'status.GREEN', YELLOW: 'status.YELLOW', RED: 'status.RED' } as const;
/** The property types of spec 1 section 5 (core/property/use-code.ts) as the widget names them. */
export const TYPE_KEYS = {
  [PropertyType.SingleFamily]: 'type.singleFamily',
  [PropertyType.TwoFamily]: 'type.twoFamily',
  [PropertyType.MultiFamily]: 'type.multiFamily',
  [PropertyType.Other]: 'type.other',
} as const satisfies Record<PropertyType, PdfMessageKey>;

/** The label of a code in `keys`, or the code itself when the catalogue has no words for it. */
export function labelOf(words: PdfWords, keys: Readonly<Record<string, PdfMessageKey>>, code: string): string {
  const key = Object.hasOwn(keys, code) ? keys[code] : undefined;
  return key ? words.t(key) : code;
}

/** A link as a reader can type it: relative links of the API resolved against `baseUrl`. */
export function absoluteUrl(link: string, baseUrl: string): string {
  try {
    return new URL(link, baseUrl).href;
  } catch {
    return link;
  }
}

/** The mark after a value that rests on an assumption; the section's footnote says what it rests on. */
export const INFERRED_MARK = '*';

/** A link printed short (host and the start of the path), linking to the whole URL. */
export function ShortLink({ url }: { url: string }) {
  const styles = useStyles();
  return (
    <Link src={url} style={styles.link}>
      {shortLink(url)}
    </Link>
  );
}

/** Lines with a short link break between words only, never inside the link (react-pdf would hyphenate it). */
export const wholeWords = (word: string): string[] => [word];

/** A sentence of the catalogue with its `{url}` printed as a short link. */
export function LinkedText({ text, url }: { text: (placeholder: string) => string; url: string }) {
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
export const numberText = (words: PdfWords, value: number | null | undefined): string => (value === null || value === undefined ? words.t('value.unknown') : words.number(value));

/** The parking line: the spaces the town may require, with the nearest station where the law waives them near transit (decision 052). */
export function parkingText(words: PdfWords, adu: StreetData['bylaws']['adu'], kind: AduKind): string {
  const line = parkingLine(adu.parking_spaces[kind], adu.parking_transit ?? null);
  return words.t(`parking.${line.key}`, { ...line.values, spaces: words.number(line.values.spaces) });
}

/** An area in square feet, or 'Unknown'. */
export const areaText = (words: PdfWords, value: number | null | undefined): string =>
  value === null || value === undefined ? words.t('value.unknown') : words.t('unit.sqft', { value: words.number(value) });

/** The by-right and special-permit maxima of a size limit, or 'Locked' when the report left them out. */
export function sizeText(words: PdfWords, limit: SizeLimit, locked: boolean): string {
  if (locked) return words.t('value.locked');
  const area = (max: number) => words.t('unit.sqft', { value: words.number(max) });
  const parts = [
    limit.br?.max ? words.t('size.byRight', { size: area(limit.br.max) }) : null,
    limit.sp?.max ? words.t('size.bySpecialPermit', { size: area(limit.sp.max) }) : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : words.t('value.noLimit');
}

/** A length in feet, or 'No number on file'. */
export const feetText = (words: PdfWords, value: number | null): string => (value === null ? words.t('value.noNumber') : words.t('unit.feet', { value: words.number(value) }));

/**
 * A protected ADU's footprint or height where no number is on file: where 760 CMR 71.03 holds it to
 * the house's or an accessory building's limit, that is what the report says, not 'no number'.
 */
export const noStricterOr = (words: PdfWords, noStricter: boolean, text: string, known: boolean): string => (noStricter && !known ? words.t('value.noStricter') : text);

export const setbackText = (words: PdfWords, value: number | null, locked: boolean): string => (locked ? words.t('value.locked') : feetText(words, value));

// The document's styles, made once per PDF from its brand, and its words.
export const StylesContext = createContext<PdfStyles | null>(null);
function useStyles(): PdfStyles {
  const styles = useContext(StylesContext);
  if (!styles) throw new Error('PDF parts need the styles of their document');
  return styles;
}
export const WordsContext = createContext<PdfWords | null>(null);
function useWords(): PdfWords {
  const words = useContext(WordsContext);
  if (!words) throw new Error('PDF parts need the words of their document');
  return words;
}

export function Row({ label, value }: { label: string; value: string }) {
  const styles = useStyles();
  return (
    <View style={styles.row} wrap={false}>
      <Text style={styles.key}>{label}</Text>
      <Text style={styles.value}>{value}</Text>
    </View>
  );
}

/** The citations of the report fields starting with any of `prefixes`, each document and sections once. */
export function citationsOf(citations: Record<string, ReportCitation[]>, prefixes: readonly string[]): ReportCitation[] {
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

export function Citations({ list, baseUrl }: { list: ReportCitation[]; baseUrl: string }) {
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
export function Steps({ limit }: { limit: SizeLimit }) {
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
export function EstimateSections({ report, kind, baseUrl }: { report: StreetData; kind: AduKind; baseUrl: string }) {
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
export function Assumptions({ assumptions, prefixes }: { assumptions: Record<string, Assumption[]> | undefined; prefixes: readonly string[] }) {
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
export const isInferred = (assumptions: Record<string, Assumption[]> | undefined, field: string): boolean => (assumptions?.[field]?.length ?? 0) > 0;

/** A value's words, marked where it rests on an assumption (the section's footnote explains the mark). */
export function withBasis(_words: PdfWords, value: string, assumptions: Record<string, Assumption[]> | undefined, field: string): string {
  return isInferred(assumptions, field) ? `${value} ${INFERRED_MARK}` : value;
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
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
export function coverDrawingHeight(brand: PdfBrand): number {
  if (brand.template === PDF_TEMPLATES.sidebar) return 320;
  return brand.logo ? 250 : 320;
}

/**
 * "Do I need a survey?" for the page's kind (core/report/survey.ts): what plan the building
 * department asks for with its sources, the lot lines whose kind is a guess, a lot the person
 * corrected, and how close the first unit drawn comes to the setback lines, as the widget says it.
 */
export function SurveyBlock({ report, kind, unit, baseUrl }: { report: StreetData; kind: AduKind; unit: Polygon | null; baseUrl: string }) {
  const styles = useStyles();
  const words = useWords();
  const { t } = words;
  const survey = reportSurvey(report, kind, unit);
  const feet = (value: number) => t('unit.feet', { value: words.number(Math.round(Math.abs(value) * 10) / 10) });
  const lineWords = (edge: number) => t(EDGE_KIND_KEYS[edgeKindOf(report.lot_edges[edge]?.kind ?? '') ?? EdgeKind.Unknown]).toLowerCase();
  // The PDF prints no invitation to place a unit: a report without one says nothing of it.
  const sentence = unit ? surveySentence(survey, true) : null;
  const adviceText =
    sentence === null || sentence.key === 'survey.noUnit'
      ? null
      : sentence.key === 'survey.clear'
        ? t(sentence.key, { clearance: feet(sentence.clearanceFt) })
        : t(sentence.key, { clearance: feet(sentence.clearanceFt), number: sentence.edge + 1, kind: lineWords(sentence.edge) });
  return (
    <View wrap={false} style={{ marginTop: 6 }}>
      <Text style={styles.h3}>{t('survey.title')}</Text>
      <Text style={styles.paragraph}>{survey.plotPlan ? t(`survey.asks.${survey.plotPlan.asks}`, { margin: feet(survey.marginFt) }) : t('survey.noRule')}</Text>
      {survey.unsureEdges.length > 0 && (
        <Text style={styles.paragraph}>{t('survey.unsureLines', { lines: survey.unsureEdges.map((edge) => `${edge + 1} (${lineWords(edge)})`).join(', ') })}</Text>
      )}
      {survey.userLot && <Text style={styles.paragraph}>{t('survey.userLot')}</Text>}
      {adviceText && <Text style={[styles.paragraph, { fontWeight: 'bold' }]}>{adviceText}</Text>}
      <Assumptions assumptions={report.bylaws.assumptions} prefixes={['plot_plan']} />
      <Citations baseUrl={baseUrl} list={citationsOf(report.citations, ['plot_plan'])} />
    </View>
  );
}
