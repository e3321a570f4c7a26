// The cover of the report PDF in the organization's template (spec 3's settings `pdf.template_id`
// 1 to 4): the logo, 'Pre-feasibility report', the page's title, the address, the date, the answer
// for the lot (its status in the screen's words, legal status and size) beside a coloured mark, the
// lot drawing, who prepared it and, for a limited report, that some values are locked, in the
// document's language.
import type { ReactNode } from 'react';
import { Image, Page, Text, View } from '@react-pdf/renderer';
import type { StatusColor } from '../../../core/rules';
import type { Style } from '@react-pdf/types';
import { PDF_TEMPLATES, type PdfBrand, type PdfImage } from './pdf-brand';
import type { PdfWords } from './pdf-messages';

interface Props {
  brand: PdfBrand;
  title: string;
  address: string;
  date: string;
  limited: boolean;
  words: PdfWords;
  /** The answer for the lot: label and value rows (status, legal status, size). */
  verdict: [string, string][];
  /** What the mark of an inferred value in the answer means, when a value carries it. */
  inferredNote?: string | null;
  /** The status's colour, for the mark beside the answer. */
  tone: StatusColor;
  /** The lot drawing with its title and caption. */
  drawing: ReactNode;
}

/** The mark of each status, as the screen colours its badges. */
const TONE_COLORS: Record<StatusColor, string> = { GREEN: '#1a7f37', YELLOW: '#9a6700', RED: '#cf222e' };

/** The logo scaled to fit `maxWidth` × `maxHeight` points, keeping its proportions. */
function Logo({ logo, maxWidth, maxHeight, style }: { logo: PdfImage; maxWidth: number; maxHeight: number; style?: Style }) {
  const scale = Math.min(maxWidth / logo.widthPx, maxHeight / logo.heightPx);
  return <Image src={{ data: logo.data, format: logo.format }} style={{ width: logo.widthPx * scale, height: logo.heightPx * scale, ...style }} />;
}

/** The cover page. */
export function Cover({ brand, title, address, date, limited, words, verdict, inferredNote, tone, drawing }: Props) {
  const { t } = words;
  const isSidebar = brand.template === PDF_TEMPLATES.sidebar;
  const isBold = brand.template === PDF_TEMPLATES.bold;
  const isMinimal = brand.template === PDF_TEMPLATES.minimal;
  // On the bold cover everything is written on the primary colour.
  const ink = isBold ? brand.onPrimary : brand.text;
  const kicker = isBold ? brand.onPrimary : isMinimal ? brand.secondary : brand.accent;
  const logo = brand.logo;

  const headline = (
    <View>
      <Text style={{ fontSize: 12, color: kicker, marginBottom: 12, letterSpacing: 1 }}>{t('cover.kicker')}</Text>
      <Text style={{ fontSize: isBold ? 34 : 28, fontFamily: 'Helvetica-Bold', color: ink, marginBottom: 10 }}>{title}</Text>
      {isMinimal && <View style={{ width: 60, borderBottomWidth: 1, borderBottomColor: brand.secondary, marginBottom: 12 }} />}
      <Text style={{ fontSize: 14, color: ink, marginBottom: 4 }}>{address}</Text>
      <Text style={{ fontSize: 11, color: ink, opacity: 0.8 }}>{date}</Text>
      {limited && (
        <Text style={{ fontSize: 10, marginTop: 14, color: isBold ? brand.onPrimary : '#b45309' }}>{t('cover.limited')}</Text>
      )}
    </View>
  );
  const preparedBy = brand.name && (
    <View>
      <Text style={{ fontSize: 9, color: ink, opacity: 0.75, marginBottom: 2 }}>{t('cover.preparedBy')}</Text>
      <Text style={{ fontSize: 12, fontFamily: 'Helvetica-Bold', color: ink }}>{brand.name}</Text>
      {brand.contact.map((line) => (
        <Text key={line} style={{ fontSize: 9, color: ink, marginTop: 2 }}>
          {line}
        </Text>
      ))}
    </View>
  );
  const footnote = <Text style={{ fontSize: 8, color: ink, opacity: 0.7 }}>{t('cover.footnote')}</Text>;
  // The answer and the drawing sit on white, whatever the template's background.
  const answer = (
    <View style={{ backgroundColor: '#ffffff', borderRadius: 6, borderWidth: 1, borderColor: '#d0d7de', padding: 12, marginTop: 18, color: brand.text }} wrap={false}>
      <Text style={{ fontSize: 9, color: '#57606a', marginBottom: 6, letterSpacing: 0.5 }}>{t('cover.verdict')}</Text>
      <View style={{ flexDirection: 'row', alignItems: 'center', marginBottom: 6 }}>
        <View style={{ width: 10, height: 10, borderRadius: 5, backgroundColor: TONE_COLORS[tone], marginRight: 6 }} />
        <Text style={{ fontSize: 14, fontFamily: 'Helvetica-Bold', color: TONE_COLORS[tone] }}>{verdict[0]?.[1] ?? ''}</Text>
      </View>
      {verdict.slice(1).map(([label, value]) => (
        <View key={label} style={{ flexDirection: 'row', marginTop: 2 }}>
          <Text style={{ fontSize: 10, color: '#57606a', width: 110 }}>{label}</Text>
          <Text style={{ fontSize: 10, flex: 1 }}>{value}</Text>
        </View>
      ))}
      {inferredNote && <Text style={{ fontSize: 8, fontStyle: 'italic', color: '#6e4a00', marginTop: 4 }}>{inferredNote}</Text>}
      <View style={{ marginTop: 8 }}>{drawing}</View>
    </View>
  );

  if (isSidebar) {
    const onColumn = brand.onPrimary;
    return (
      <Page size="LETTER" style={{ fontFamily: 'Helvetica', flexDirection: 'row' }}>
        <View style={{ width: 190, backgroundColor: brand.primary, paddingTop: 60, paddingHorizontal: 24, justifyContent: 'space-between', paddingBottom: 48 }}>
          <View>
            {logo && (
              <View style={{ backgroundColor: '#ffffff', padding: 10, borderRadius: 6, alignItems: 'center', marginBottom: 18 }}>
                <Logo logo={logo} maxWidth={122} maxHeight={70} />
              </View>
            )}
            {brand.name && <Text style={{ fontSize: 14, fontFamily: 'Helvetica-Bold', color: onColumn }}>{brand.name}</Text>}
            {brand.contact.map((line) => (
              <Text key={line} style={{ fontSize: 9, color: onColumn, marginTop: 4 }}>
                {line}
              </Text>
            ))}
          </View>
          <View style={{ height: 4, width: 40, backgroundColor: brand.secondary }} />
        </View>
        <View style={{ flex: 1, paddingTop: 60, paddingHorizontal: 32, paddingBottom: 40, justifyContent: 'space-between' }}>
          <View>
            {headline}
            {answer}
          </View>
          {footnote}
        </View>
      </Page>
    );
  }

  return (
    <Page size="LETTER" style={{ fontFamily: 'Helvetica', backgroundColor: isBold ? brand.primary : '#ffffff', paddingHorizontal: 60, paddingTop: 60, paddingBottom: 48 }}>
      {brand.template === PDF_TEMPLATES.classic && <View style={{ position: 'absolute', top: 0, left: 0, right: 0, height: 16, backgroundColor: brand.primary }} fixed />}
      {brand.template === PDF_TEMPLATES.classic && <View style={{ position: 'absolute', top: 16, left: 0, right: 0, height: 4, backgroundColor: brand.secondary }} fixed />}
      <View style={{ flexDirection: 'row', justifyContent: isMinimal ? 'flex-end' : 'flex-start', height: logo ? 80 : 0 }}>
        {logo &&
          (isBold ? (
            <View style={{ backgroundColor: '#ffffff', padding: 10, borderRadius: 6 }}>
              <Logo logo={logo} maxWidth={180} maxHeight={56} />
            </View>
          ) : (
            <Logo logo={logo} maxWidth={200} maxHeight={70} />
          ))}
      </View>
      {/* The headline starts at the top; what the page has left stays under the answer. */}
      <View style={{ flex: 1, justifyContent: 'flex-start', paddingTop: logo ? 0 : 12 }}>
        {headline}
        {answer}
      </View>
      <View style={{ borderTopWidth: isBold ? 0 : 1, borderTopColor: brand.secondary, paddingTop: 12, gap: 14 }}>
        {preparedBy}
        {footnote}
      </View>
    </Page>
  );
}
