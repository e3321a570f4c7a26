// An ADU page (spec 2 section 2): the header with its actions, then the Pre-Feasibility Report in
// the spec's sections, each collapsible and addressable by its id, then the organization's
// gallery (embeds) or the user's photos and videos (elsewhere), then the consult panel.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { REPORT_SECTION_IDS } from '../shell/navigation/report-sections';
import { aduKindOf, type AduPage as AduPageName, type NavState } from '../shell/navigation/state';
import { FloorPlansSection } from '../floor-plans/FloorPlansSection';
import { isOrgFeatureOn, ORG_FEATURES } from '../shell/org/features';
import { useOrgConfig } from '../shell/org/org-context';
import { useAccount } from '../shell/account/account-context';
import { LearnMorePanel } from './LearnMorePanel';
import { ReportSection } from './ReportSection';
import { StatusBadge } from './StatusBadge';
import { useReport } from '../shell/report-context';
import { ConsiderationsSection } from './sections/ConsiderationsSection';
import { CostSection, RentSection } from './sections/CostSection';
import { LegalSection } from './sections/LegalSection';
import { NextStepsSection } from './sections/NextStepsSection';
import { OtherSection } from './sections/OtherSection';
import { PlacementSection } from './sections/PlacementSection';
import { SizeSection } from './sections/SizeSection';
import { SummarySection } from './sections/SummarySection';

// The gallery and the media strip load with the page that shows them.
const OrgGallery = lazy(() => import('../gallery/OrgGallery').then((module) => ({ default: module.OrgGallery })));
const MediaSection = lazy(() => import('../media/MediaSection').then((module) => ({ default: module.MediaSection })));
// The share modal, with its words and styles, loads when the Share button is pressed (decision 017).
const ShareModal = lazy(() => import('../share/ShareModal').then((module) => ({ default: module.ShareModal })));
// The PDF dialog likewise loads when the PDF button is pressed by a signed-in user.
const PdfModal = lazy(() => import('../pdf/PdfModal').then((module) => ({ default: module.PdfModal })));

interface Props {
  page: AduPageName;
  /** The section the URL names, opened when it changes. */
  section: string | undefined;
  /** Embedded in a host page: no Share button, the gallery instead of Photos and videos. */
  embedded: boolean;
  /** The signed address of the report, for the shared link. */
  address: NavState['address'];
  /** The URL of a navigation state (the shared link). */
  hrefOf(state: NavState): string;
  /** A section was opened (its id) or closed. */
  onSection(id: string | undefined): void;
  onChangeZone(): void;
}

/** The page of one ADU type. */
export function AduPage({ page, section, embedded, address, hrefOf, onSection, onChangeZone }: Props) {
  const t = useTranslate();
  const { property } = useReport();
  const org = useOrgConfig();
  const kind = aduKindOf(page);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [shareOpen, setShareOpen] = useState(false);
  const [pdfOpen, setPdfOpen] = useState(false);
  const { session } = useAccount();
  // Spec 2 'PDF': the PDF needs a signed-in user; a visitor's click opens the sign-in instead.
  const openPdf = () => (session.isSignedIn ? setPdfOpen(true) : session.signIn());

  // A section named by the URL is open.
  useEffect(() => {
    if (section) setClosed((current) => (current.has(section) ? new Set([...current].filter((id) => id !== section)) : current));
  }, [section]);

  const toggle = (id: string, open: boolean) => {
    setClosed((current) => {
      const next = new Set(current);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });
    onSection(open ? id : undefined);
  };
  const sectionProps = (id: string) => ({ id, open: !closed.has(id), onToggle: toggle });
  const ids = REPORT_SECTION_IDS;

  return (
    <div className="adu-page" data-kind={kind}>
      <header className="adu-page__header">
        <h3 className="page-title" tabIndex={-1}>{t(`page.${page}`)}</h3>
        <div className="adu-page__actions" role="group" aria-label={t('adu.header')}>
          {isOrgFeatureOn(org, ORG_FEATURES.reportPdf) && (
            <button type="button" className="button" aria-haspopup="dialog" onClick={openPdf}>
              {t('adu.pdf')}
            </button>
          )}
          {!embedded && (
            <button type="button" className="button" aria-haspopup="dialog" onClick={() => setShareOpen(true)}>
              {t('adu.share')}
            </button>
          )}
        </div>
        {pdfOpen && (
          <Suspense fallback={null}>
            <PdfModal page={page} onClose={() => setPdfOpen(false)} />
          </Suspense>
        )}
        {shareOpen && (
          <Suspense fallback={null}>
            <ShareModal page={page} address={address} hrefOf={hrefOf} onClose={() => setShareOpen(false)} />
          </Suspense>
        )}
      </header>
      <section id={ids.report} className="prefeasibility" aria-labelledby="lotline-report-title">
        <div className="prefeasibility__head">
          <h4 id="lotline-report-title" className="prefeasibility__title">
            {t('report.title')}
          </h4>
          <span className="prefeasibility__status">
            <span className="visually-hidden">{t('report.overallStatus')}: </span>
            <StatusBadge status={property.bylaws.adu.status[kind]} percent={property.bylaws.adu.likelihood?.[kind]} />
          </span>
        </div>
        <p className="report-note">{t('report.intro')}</p>
        <ReportSection {...sectionProps(ids.legal)} title={t('section.legal')}>
          <LegalSection kind={kind} onChangeZone={onChangeZone} />
        </ReportSection>
        <ReportSection {...sectionProps(ids.considerations)} title={t('section.considerations')}>
          <ConsiderationsSection />
        </ReportSection>
        <ReportSection {...sectionProps(ids.size)} title={t('section.size')}>
          <SizeSection kind={kind} />
        </ReportSection>
        <ReportSection {...sectionProps(ids.placement)} title={t('section.placement')}>
          <PlacementSection kind={kind} />
        </ReportSection>
        <ReportSection {...sectionProps(ids.summary)} title={t('section.summary')}>
          <SummarySection kind={kind} />
        </ReportSection>
        <ReportSection {...sectionProps(ids.cost)} title={t('section.cost')}>
          <CostSection kind={kind} />
        </ReportSection>
        <ReportSection {...sectionProps(ids.rent)} title={t('section.rent')}>
          <RentSection kind={kind} />
        </ReportSection>
        <ReportSection {...sectionProps(ids.nextSteps)} title={t('section.nextSteps')}>
          <NextStepsSection />
        </ReportSection>
        <ReportSection {...sectionProps(ids.other)} title={t('section.other')}>
          <OtherSection />
        </ReportSection>
      </section>
      {/* The URL naming the floor plans section (#SelectFloorPlan) opens the plan constructor (spec 1 section 2). */}
      <FloorPlansSection
        id={ids.floorPlans}
        page={page}
        category={page}
        constructorOpen={section === ids.floorPlans}
        onConstructor={(open) => onSection(open ? ids.floorPlans : undefined)}
      />
      <Suspense fallback={null}>
        {embedded && <OrgGallery id={ids.gallery} page={page} />}
        {!embedded && <MediaSection id={ids.media} />}
      </Suspense>
      <LearnMorePanel />
    </div>
  );
}
