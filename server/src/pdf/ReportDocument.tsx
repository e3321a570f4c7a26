// The PDF of one ADU page of the report (issue 9): a cover in the organization's template, the
// property facts, the page's sections with their citations as text, the summary, other things to
// know, and the lot drawing, with the brand and the address at the top and 'Page N of M' at the
// bottom of every page. It reads street data as the viewer may see it: a limited report arrives
// with its locked values already taken out (core/report/limited.ts), and those print as 'Locked'.
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { createContext, useContext, type ReactNode } from 'react';
import type { LayoutPage } from '../../../core/api/layout.schema';
import type { StreetData } from '../../../core/api/street-data.schema';
import type { ReportCitation, SetbackValues, SizeLimit } from '../../../core/rules/evaluate';
import type { AduKind } from '../../../core/rules/model';
import { LotDrawing, type LotDrawingInput } from './LotDrawing';
import { Cover } from './PdfCover';
import type { PdfBrand } from './pdf-brand';
import { pdfStyles, type PdfStyles } from './pdf-styles';

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
}

/** Page names as the report's pages title them. */
export const PAGE_TITLES: Record<LayoutPage, string> = { 'backyard-cottage': 'Backyard Cottage', 'in-home-apartment': 'In-Home Apartment' };

const LEGAL_LABELS: Record<string, string> = {
  BR: 'Allowed by right',
  SP: 'Allowed by special permit',
  CONDITION_USE_PERMIT: 'Allowed with a conditional use permit',
  UNRESTRICTED: 'Unrestricted',
  NOT_ALLOWED: 'Not allowed',
};
const STATUS_LABELS: Record<string, string> = { GREEN: 'Likely allowed', YELLOW: 'Needs a closer look', RED: 'Unlikely' };
const LOCKED = 'Locked';

/** A link as a reader can type it: relative links of the API resolved against `baseUrl`. */
function absoluteUrl(link: string, baseUrl: string): string {
  try {
    return new URL(link, baseUrl).href;
  } catch {
    return link;
  }
}

const numberText = (value: number | null | undefined, unit = ''): string => (value === null || value === undefined ? 'Unknown' : `${value.toLocaleString('en-US')}${unit}`);

/** The by-right and special-permit maxima of a size limit, or 'Locked' when the report left them out. */
function sizeText(limit: SizeLimit, locked: boolean): string {
  if (locked) return LOCKED;
  const parts = [limit.br?.max ? `${limit.br.max.toLocaleString('en-US')} sq ft by right` : null, limit.sp?.max ? `${limit.sp.max.toLocaleString('en-US')} sq ft by special permit` : null].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'No limit on file';
}

const setbackText = (value: number | null, locked: boolean): string => (locked ? LOCKED : value === null ? 'No number on file' : `${value} ft`);

// The document's styles, made once per PDF from its brand.
const StylesContext = createContext<PdfStyles | null>(null);
function useStyles(): PdfStyles {
  const styles = useContext(StylesContext);
  if (!styles) throw new Error('PDF parts need the styles of their document');
  return styles;
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
  if (list.length === 0) return null;
  return (
    <View>
      <Text style={styles.h3}>Sources</Text>
      {list.map((c) => (
        <Text key={`${c.document_id}|${c.sequences.join(',')}`} style={styles.citation}>
          {`${c.document_id}${c.sequences.length > 0 ? `, § ${c.sequences.join(', ')}` : ''}: ${absoluteUrl(c.source_url, baseUrl)}`}
        </Text>
      ))}
    </View>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <View>
      <Text style={styles.h2} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}

/** The report of one ADU page as a react-pdf document. */
export function ReportDocument({ report, page, date, drawing, baseUrl, brand }: ReportDocumentInput) {
  const styles = pdfStyles(brand);
  const kind: AduKind = page === 'backyard-cottage' ? 'ext' : 'int';
  const adu = report.bylaws.adu;
  const locked = new Set(report.locked_fields);
  const a = report.attributes;
  const setbacks: SetbackValues = kind === 'ext' ? adu.placement.ext_setbacks : adu.placement.int_setbacks;
  const setbacksLocked = locked.has(`bylaws.adu.placement.${kind}_setbacks`);
  const legal = kind === 'ext' ? adu.ext_legal : adu.int_legal;
  const summary = adu.summary[kind];
  const dateText = date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const considered = report.gis_layers.filter((layer) => report.special_considerations[layer.gis_layer_id]);
  // Every page but the cover: the brand and the address at the top, the page number at the bottom.
  const frame = (
    <>
      <View style={styles.header} fixed>
        <Text style={styles.headerBrand}>{brand.name ?? 'Lotline'}</Text>
        <Text style={styles.headerAddress}>{a.address.label}</Text>
      </View>
      <Text style={styles.footer} fixed render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </>
  );

  return (
    <StylesContext.Provider value={styles}>
    <Document title={`${PAGE_TITLES[page]}: ${a.address.label}`} author={brand.name ?? 'Lotline'} creator="Lotline" producer="Lotline">
      <Cover
        brand={brand}
        title={PAGE_TITLES[page]}
        address={a.address.label}
        date={dateText}
        limited={report.limited_report}
      />
      <Page size="LETTER" style={styles.page}>
        <Section title="Property facts">
          <Row label="Address" value={a.address.label} />
          <Row label="Zone" value={a.zone_code ?? 'Unknown'} />
          <Row label="Property type" value={a.property_type_name ?? 'Unknown'} />
          <Row label="Use" value={a.use_code_desc ?? 'Unknown'} />
          <Row label="Lot size" value={numberText(a.lot_size, ' sq ft')} />
          <Row label="Gross floor area" value={numberText(a.gross_floor_area, ' sq ft')} />
          <Row label="Year built" value={a.year_built === null ? 'Unknown' : String(a.year_built)} />
          <Row label="Stories" value={numberText(a.stories)} />
          <Row label="Units" value={numberText(a.units)} />
        </Section>
        <Section title="Generally allowed">
          <Row label="Status" value={STATUS_LABELS[adu.status[kind]] ?? adu.status[kind]} />
          <Row label="Legal status" value={legal ? (LEGAL_LABELS[legal] ?? legal) : 'Unknown'} />
          <Row label="Zones" value={report.bylaws.zones.join(', ') || 'Unknown'} />
          <Citations baseUrl={baseUrl} list={citationsOf(report.citations, [`adu.${kind}_legal`, `adu.${kind}_legal_zone`, 'adu.zone', 'adu.covered_by_state'])} />
        </Section>
        <Section title="Special considerations">
          {considered.length === 0 && <Text style={styles.paragraph}>No map layers were checked for this lot.</Text>}
          {considered.map((layer) => {
            const c = report.special_considerations[layer.gis_layer_id]!;
            return <Row key={layer.gis_layer_id} label={layer.name} value={c.status === 'GREEN' ? 'Nothing found' : (c.badge_text ?? 'Found nearby')} />;
          })}
        </Section>
        <Section title="Size limitations">
          <Row label="Unit size" value={sizeText(adu.size_limits[kind], locked.has(`bylaws.adu.size_limits.${kind}`))} />
          {kind === 'ext' && <Row label="Footprint" value={sizeText(adu.size_limits.footprint, locked.has('bylaws.adu.size_limits.footprint'))} />}
          <Row label="Height" value={adu.height_ft[kind] === null ? 'No number on file' : `${adu.height_ft[kind]} ft`} />
          <Row label="Parking spaces" value={numberText(adu.parking_spaces[kind])} />
          <Citations baseUrl={baseUrl} list={citationsOf(report.citations, [`adu.size_limits.${kind}`, ...(kind === 'ext' ? ['adu.size_limits.footprint'] : []), `adu.height.${kind}`, `adu.parking.${kind}`])} />
        </Section>
        <Section title="Placement">
          <Row label="Front setback" value={setbackText(setbacks.front, setbacksLocked)} />
          <Row label="Side setback" value={setbackText(setbacks.side, setbacksLocked)} />
          <Row label="Rear setback" value={setbackText(setbacks.rear, setbacksLocked)} />
          <Row label="From other buildings" value={setbackText(setbacks.building, setbacksLocked)} />
          <Citations baseUrl={baseUrl} list={citationsOf(report.citations, [`adu.placement.${kind}_setbacks`])} />
        </Section>
        <Section title="Summary">
          <Text style={styles.paragraph}>{summary ?? LOCKED}</Text>
        </Section>
        <Section title="Other things to know">
          {report.bylaws.extras.map((extra, index) => (
            <View key={`extra-${index}`} wrap={false}>
              <Text style={styles.h3}>{`${extra.subject} (${extra.source === 'STATE' ? 'State' : 'Municipality'})`}</Text>
              <Text style={styles.paragraph}>{extra.text}</Text>
              <Citations baseUrl={baseUrl} list={citationsOf(report.citations, [`extras.${index}`])} />
            </View>
          ))}
          {report.bylaws.notes.map((note) => (
            <Text key={note} style={styles.paragraph}>{`• ${note}`}</Text>
          ))}
          {report.bylaws.city_bylaws_url && <Text style={styles.paragraph}>{`Town bylaws: ${absoluteUrl(report.bylaws.city_bylaws_url, baseUrl)}`}</Text>}
          {report.city_external_links.map((link) => (
            <Text key={`${link.subject}-${link.link}`} style={styles.paragraph}>{`${link.subject}: ${absoluteUrl(link.link, baseUrl)}`}</Text>
          ))}
        </Section>
        {frame}
      </Page>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.h2}>Lot drawing</Text>
        <LotDrawing input={drawing} widthPt={524} heightPt={560} />
        <Text style={styles.citation}>Lot lines, buildings, the setback area (green) and the placed units (blue); lengths in feet and inches; north is up.</Text>
        {frame}
      </Page>
    </Document>
    </StylesContext.Provider>
  );
}
