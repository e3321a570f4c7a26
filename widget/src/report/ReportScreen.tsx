// The report of one property: the lot map with the report beside it (a side panel from 768 px
// of widget width) or over it (a bottom sheet below), the breadcrumb, the overview, an ADU page or
// the playground, the account control and the history in its header, and the zone, upsell, login
// and limit modals. Its styles (styles/report.css) come in its chunk and are adopted as it first
// shows, so the first screen does not carry them (decision 041).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { StreetData } from '../../../core/api';
import { isPlanCategory } from '../../../core/floor-plans';
import type { ApiClient } from '../api/client';
import { AccountButton } from '../account/AccountButton';
import { LimitKind, limitModalKind } from '../account/account-model';
import { useAccount } from '../shell/account/account-context';
import { LimitModal } from '../account/LimitModal';
import { trackEvent } from '../analytics/track';
import { HistoryButton } from '../history/HistoryButton';
import { NeedHelpButton } from '../leads/NeedHelpButton';
import { addReportWords } from '../i18n/messages-report';
import { useTranslate } from '../i18n/use-translate';
import { isAduPage, type AduPage as AduPageName, type NavState } from '../shell/navigation/state';
import { AnalysisOverlay } from '../playground/AnalysisOverlay';
import { LoginPrompt } from '../playground/LoginPrompt';
import { PlaygroundPage } from '../playground/PlaygroundPage';
import { PlaygroundProvider } from '../playground/PlaygroundProvider';
import { isAduPageOn } from '../shell/org/features';
import { useOrgConfig } from '../shell/org/org-context';
import { OrgCta } from '../org/OrgCta';
import { OrgLogo } from '../org/OrgLogo';
import { PropertyView } from '../property/PropertyView';
import { BottomSheet } from '../ui/BottomSheet';
import { halfOf, snapHeights, type SheetSnap } from '../ui/sheet-snap';
import { LanguageSwitch } from '../ui/LanguageSwitch';
import { useElementSize } from '../ui/use-element-size';
import { useWindowSize } from '../ui/use-window-size';
import reportCss from '../styles/report.css?inline';
import { useAdoptedStyles } from '../styles/use-adopted-styles';
import { AduPage } from './AduPage';
import { Breadcrumb } from './Breadcrumb';
import { Overview } from './Overview';
import { LayoutProvider } from '../layout/LayoutProvider';
import { useLayout } from '../shell/layout-context';
import { ReportContext } from '../shell/report-context';
import { useVisitorUnlock } from './use-visitor-unlock';
import { UpsellModal } from './UpsellModal';
import { ZoneModal, zoneChoiceOpensItself } from '../property/ZoneModal';

// The report's English words come with this chunk, not the first screen's (decision 071).
addReportWords();

// The history drawer has a chunk of its own: most reports never open it.
const HistoryPanel = lazy(() => import('../history/HistoryPanel').then((module) => ({ default: module.HistoryPanel })));

/** The narrowest widget that gets the side panel (spec 2 section 9: mobile is under 768 px). */
export const SIDE_PANEL_MIN_WIDTH = 768;
/** How long a section opened from the URL is kept in view while the page fills in. */
const SETTLE_MS = 2000;

interface Props {
  property: StreetData;
  api: ApiClient;
  nav: NavState;
  navigate(next: NavState, how?: 'push' | 'replace'): void;
  hrefOf(state: NavState): string;
  /** Inside a host page (not the hosted page): no Share, no limit modal. */
  embedded: boolean;
  tileUrl?: string | undefined;
  satelliteTileUrl?: string | undefined;
  pmtilesUrl?: string | undefined;
  onNewAddress(): void;
  /** Saves the zone for the signed-in user and reloads the report; answers whether it worked. */
  onZoneChosen(zone: string): Promise<boolean>;
  /** Re-fetches the report after an edit of the property. */
  onPropertyChanged(): Promise<void>;
  /** Shows a toast. */
  notify(kind: 'error' | 'warning' | 'success', text: string): void;
}

/** The report screen. */
export function ReportScreen({ property, api, nav, navigate, hrefOf, embedded, tileUrl, satelliteTileUrl, pmtilesUrl, onNewAddress, onZoneChosen, onPropertyChanged, notify }: Props) {
  const t = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  const adoptReportStyles = useAdoptedStyles(reportCss);
  const attachRoot = useCallback(
    (element: HTMLDivElement | null) => {
      root.current = element;
      adoptReportStyles(element);
    },
    [adoptReportStyles],
  );
  const panel = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(root);
  const windowSize = useWindowSize();
  const layout = width === 0 || width >= SIDE_PANEL_MIN_WIDTH ? 'split' : 'sheet';
  const [snap, setSnap] = useState<SheetSnap>('half');
  const [zoneOpen, setZoneOpen] = useState(() => zoneChoiceOpensItself(property.bylaws.zone_matched, Boolean(property.user)));
  const [upsell, setUpsell] = useState(false);
  const [loginPrompt, setLoginPrompt] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const signedIn = Boolean(property.user);
  const { session } = useAccount();
  // Decided once, when the report has loaded (spec 1 section 4, 'Limit modal'); never in embeds.
  const [limitKind, setLimitKind] = useState(() =>
    embedded
      ? null
      : limitModalKind({
          isSignedIn: signedIn,
          isLimited: property.limited_report,
          quota: property.quota,
          packageName: session.me?.user.package,
        }),
  );
  const sectionFromToggle = useRef(false);
  const shownPage = useRef(nav.page);
  // An ADU type the organization does not offer (its feature flag is off) shows the overview.
  const orgConfig = useOrgConfig();
  const aduTypeOff = isAduPage(nav.page) && !isAduPageOn(orgConfig, nav.page);
  const page = aduTypeOff ? 'overview' : nav.page;
  useEffect(() => {
    if (aduTypeOff) navigate({ ...nav, page: 'overview', section: undefined }, 'replace');
  }, [aduTypeOff, nav, navigate]);

  // A new page starts at its top, with focus on its title for screen-reader and keyboard users.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const container = panel.current;
    if (!container) return;
    container.querySelector('.report-panel__scroll')?.scrollTo({ top: 0 });
    container.querySelector<HTMLElement>('.page-title')?.focus({ preventScroll: true });
  }, [page]);

  // A section named by the URL (a link, back or forward) is scrolled into view.
  useEffect(() => {
    if (sectionFromToggle.current) {
      sectionFromToggle.current = false;
      return;
    }
    if (!nav.section || !panel.current) return;
    const target = panel.current.querySelector(`#${CSS.escape(nav.section)}`);
    if (!target) return;
    if (layout === 'sheet') setSnap((current) => (current === 'collapsed' ? 'half' : current));
    const scroll = () => target.scrollIntoView({ block: 'start' });
    const frame = requestAnimationFrame(scroll);
    // Citation titles arrive after the first paint and push the section down: it is followed for
    // a moment, until the visitor scrolls or types.
    const content = panel.current.querySelector('.report-panel__scroll');
    const observer = new ResizeObserver(scroll);
    for (const child of content?.children ?? []) observer.observe(child);
    const stop = () => observer.disconnect();
    const timer = setTimeout(stop, SETTLE_MS);
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const type of events) content?.addEventListener(type, stop, { once: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      stop();
      for (const type of events) content?.removeEventListener(type, stop);
    };
  }, [nav.section, page, layout]);

  const viewDetails = (next: AduPageName) => {
    trackEvent(api, 'view_details', orgConfig?.id, { label: next, adu_type: next === 'backyard-cottage' ? 'detached' : 'internal' });
    navigate({ page: next, address: nav.address, planCategory: nav.planCategory });
  };
  // Spec 4: a visitor shown the limit modal is a capture event ('more searches needed'), once per report.
  const visitorLimitSent = useRef(false);
  useEffect(() => {
    if (limitKind !== LimitKind.Visitor || visitorLimitSent.current) return;
    visitorLimitSent.current = true;
    trackEvent(api, 'more_searches_needed', orgConfig?.id, { property_id: property.attributes.property_id });
  }, [limitKind, api, orgConfig?.id, property.attributes.property_id]);
  const onSection = (id: string | undefined) => {
    sectionFromToggle.current = true;
    navigate({ ...nav, section: id, error: undefined }, 'replace');
  };
  const changeZone = () => (signedIn ? setZoneOpen(true) : setUpsell(true));
  // Something locked opens the upsell; on the playground a visitor gets the login prompt instead (spec 1 section 6).
  const { onLeadSent } = useVisitorUnlock(property, api, onPropertyChanged);
  const onLocked = () => (page === 'playground' && !signedIn ? setLoginPrompt(true) : setUpsell(true));

  const content = (
    <div ref={panel} className="report-panel">
      <div className="report-panel__scroll">
        <header className="report-panel__header property__header">
          <div className="report-panel__bar">
            <OrgLogo className="report-panel__logo" />
            {session.isSignedIn && <HistoryButton onOpen={() => setHistoryOpen(true)} />}
            <NeedHelpButton embedded={embedded} />
            <AccountButton />
            <LanguageSwitch />
          </div>
          <h2 className="report-panel__address property__title">{property.attributes.address.label}</h2>
          <button type="button" className="link-button" onClick={onNewAddress}>
            {t('property.back')}
          </button>
        </header>
        <Breadcrumb nav={nav} hrefOf={hrefOf} navigate={navigate} />
        {page === 'playground' ? (
          <PlaygroundPage
            category={nav.planCategory && isPlanCategory(nav.planCategory) ? nav.planCategory : undefined}
            section={nav.section}
            onSection={onSection}
            onCategory={(planCategory) => navigate({ page: 'playground', address: nav.address, planCategory })}
          />
        ) : isAduPage(page) ? (
          <AduPage page={page} section={nav.section} embedded={embedded} address={nav.address} hrefOf={hrefOf} onSection={onSection} onChangeZone={changeZone} />
        ) : (
          <Overview onViewDetails={viewDetails} onPlayground={() => navigate({ page: 'playground', address: nav.address })} />
        )}
      </div>
      <OrgCta compact={layout === 'sheet'} embedded={embedded} />
    </div>
  );
  const label = t('report.panel', { address: property.attributes.address.label });
  // Under the sheet the lot is fitted into the part of the map left showing (above the half snap at most).
  const heights = snapHeights(height, halfOf(height, windowSize));
  const bottomInset = layout === 'sheet' ? Math.min(heights[snap], heights.half) : 0;

  return (
    <ReportContext.Provider value={{ property, api, onLocked, onPropertyChanged, notify, onLeadSent }}>
      <LayoutProvider key={property.attributes.property_id} property={property} api={api} page={isAduPage(page) || page === 'playground' ? page : null} notify={notify} onPropertyChanged={onPropertyChanged}>
      <PlaygroundProvider active={page === 'playground'}>
      <div ref={attachRoot} className={`report report--${layout}`} data-layout={layout}>
        <div className="report__map">
          <PropertyView property={property} t={t} tileUrl={tileUrl} satelliteTileUrl={satelliteTileUrl} pmtilesUrl={pmtilesUrl} setbackArea={page === 'in-home-apartment' ? 'int' : 'ext'} bottomInset={bottomInset} underSheet={layout === 'sheet'} />
          {page === 'playground' && <AnalysisOverlay />}
        </div>
        {layout === 'split' ? (
          <section className="report__panel" aria-label={label}>
            {content}
          </section>
        ) : (
          <BottomSheet snap={snap} onSnap={setSnap} label={label}>
            <SheetMakesRoomForTools snap={snap} onSnap={setSnap} />
            {content}
          </BottomSheet>
        )}
        {zoneOpen && (
          <ZoneModal
            zones={property.bylaws.zones}
            current={property.attributes.zone_code}
            signedIn={signedIn}
            onChoose={onZoneChosen}
            onClose={() => setZoneOpen(false)}
            onLocked={() => setUpsell(true)}
          />
        )}
        {upsell && <UpsellModal signedIn={signedIn} embedded={embedded} onClose={() => setUpsell(false)} />}
        {loginPrompt && <LoginPrompt onClose={() => setLoginPrompt(false)} />}
        {historyOpen && (
          <Suspense fallback={null}>
            <HistoryPanel
              api={api}
              embedded={embedded}
              currentPropertyId={property.attributes.property_id}
              onOpenAddress={(address) => {
                setHistoryOpen(false);
                navigate({ page: 'overview', address });
              }}
              onClose={() => setHistoryOpen(false)}
            />
          </Suspense>
        )}
        {limitKind && !zoneOpen && <LimitModal kind={limitKind} onClose={() => setLimitKind(null)} />}
      </div>
      </PlaygroundProvider>
      </LayoutProvider>
    </ReportContext.Provider>
  );
}

/**
 * A map tool picked with the sheet fully open gets room: the sheet drops to half, so the tool's panel
 * under the tool bar shows above it.
 */
function SheetMakesRoomForTools({ snap, onSnap }: { snap: SheetSnap; onSnap(snap: SheetSnap): void }) {
  const { tool } = useLayout();
  const last = useRef(tool);
  useEffect(() => {
    if (tool !== last.current && tool !== 'select' && snap === 'full') onSnap('half');
    last.current = tool;
  }, [tool, snap, onSnap]);
  return null;
}
