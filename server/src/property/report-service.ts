// The property report (street data), assembled here once: the lot as the viewer sees it
// (user-lot.ts), its rules, special considerations and estimates from the stores' rows, and what
// the request may see of it. The binder admits the property (quota/admission.ts); this module
// decides what leaves, for street data, the PDF and a lead's summary alike: the full report when
// admitted (a lead: when its sender saw the property in full), else the limited one, whose locked
// values (core/report) never leave the server, by any endpoint.
import type { SpecialConsideration, SpecialConsiderationInfo, StreetData } from '../../../core/api';
import { ruleSentence } from '../../../core/rules';
import { PAGE_OF_KIND, placedPlanOf, reportEstimates } from '../../../core/estimates';
import { HousePosition, housePositionOf } from '../../../core/placement';
import { redactReport } from '../../../core/report';
import type { AddressRow } from '../address/address-store';
import type { Viewer } from '../auth/current-user';
import type { Db } from '../db/database';
import { edgesForApi, placementStatus } from '../lot/lot-geometry';
import { loadPricingOrganization } from '../orgs/org-pricing';
import type { Admission } from '../quota/admission';
import { bylawsForParcel } from '../rules/rules-service';
import { findJurisdictionLinks, findParcel, loadLayerHits } from './property-store';
import { loadUserLot } from './user-lot';

const SEVERITY = { GREEN: 0, YELLOW: 1, RED: 2 } as const;

/** A size limit that can stand for a unit's size: below the whole house's floor area; else null. */
export function unitSized(limit: number | null, houseFloorArea: number | null): number | null {
  return limit !== null && (houseFloorArea === null || limit < houseFloorArea) ? limit : null;
}

/** The special considerations of a lot: one entry per layer of its jurisdiction, GREEN when nothing was found; the layers in order of their ids. */
export async function loadSpecialConsiderations(db: Db, parcelId: string, jurisdictionId: string) {
  const { layers, hits } = await loadLayerHits(db, parcelId, jurisdictionId);
  const considerations: Record<string, SpecialConsideration> = {};
  for (const layer of layers) {
    const own = hits.filter((hit) => hit.mapLayerId === layer.id);
    const worst = own.reduce<'GREEN' | 'YELLOW' | 'RED'>((status, hit) => (SEVERITY[hit.status] > SEVERITY[status] ? hit.status : status), 'GREEN');
    const top = own.find((hit) => hit.status === worst);
    const info: SpecialConsiderationInfo = {
      buffer_ft: layer.bufferFt,
      features: own.map((hit) => ({ name: hit.name, status: hit.status, distance_ft: hit.distanceFt, badge_text: hit.badgeText })),
    };
    considerations[layer.layerId] = {
      status: worst,
      additional_info: own.length > 0 ? JSON.stringify(info) : null,
      source_urls: layer.sourceUrls,
      sources: layer.sources,
      badge_text: !top ? null : top.distanceFt > 0 ? ruleSentence('badge.within', { feet: Math.ceil(top.distanceFt) }) : top.badgeText,
    };
  }
  return {
    gisLayers: layers.map((layer) => ({ gis_layer_id: layer.layerId, group: layer.group, name: layer.name })),
    considerations,
  };
}

/** The demo towns' jurisdictions say so in their source (server/src/demo/seed-demo-town.ts). */
const isDemoSource = (source: string | undefined) => source !== undefined && source.includes('(fictional)');

/**
 * Street data for the lot of an address on the day of `now`, as `viewer` (null: nobody signed in)
 * sees it where they are; undefined when the lot is gone. `organizationId` names the organization whose price book
 * prices the cost estimates (the embed's), or null for the public ranges.
 */
export async function loadStreetData(db: Db, address: AddressRow, now: Date, viewer: Viewer | null = null, organizationId: string | null = null): Promise<StreetData | undefined> {
  const parcel = await findParcel(db, address.parcelId);
  if (!parcel) return undefined;
  const [seen, jurisdiction, layers, organization] = await Promise.all([
    loadUserLot(db, parcel, viewer, now, address.pointInferred ? null : [address.lng, address.lat], address.street),
    findJurisdictionLinks(db, parcel.jurisdictionId),
    loadSpecialConsiderations(db, parcel.id, parcel.jurisdictionId),
    organizationId ? loadPricingOrganization(db, organizationId) : Promise.resolve(null),
  ]);
  const { overrides, evaluated } = seen;
  const facts = evaluated.evaluation.facts;
  // Where the source has no footprints, whether a unit fits is known only once the user traced the
  // house; where the assessor records one, the detached area would stand over it, so it is unknown (issue 31).
  const housePosition = housePositionOf({
    buildings_known: parcel.buildingsKnown,
    buildings: seen.buildings.map((b) => b.properties),
    attributes: { property_type_name: facts.propertyType, habitable_area: parcel.habitableAreaSqFt, gross_building_area: parcel.grossBuildingAreaSqFt, units: parcel.units },
  });
  const placement = placementStatus(housePosition === HousePosition.Known ? seen.ext : undefined);
  const rules = bylawsForParcel(evaluated, Object.values(layers.considerations).map((c) => c.status), placement, seen.edges);
  const links = jurisdiction?.externalLinks ?? [];
  const ownPlans = overrides?.floor_plans ?? [];
  const sizes = rules.bylaws.adu.size_limits;
  const estimates = reportEstimates({
    state: address.state,
    town: address.city,
    jurisdictionId: parcel.jurisdictionId,
    demo: isDemoSource(jurisdiction?.source),
    links,
    organization,
    plans: { ext: placedPlanOf(overrides?.layouts?.[PAGE_OF_KIND.ext], ownPlans), int: placedPlanOf(overrides?.layouts?.[PAGE_OF_KIND.int], ownPlans) },
    // A limit as large as the whole house (a conversion within its existing space, California) is
    // not the size of a unit: such a unit is priced once a plan is placed.
    sizeLimits: { ext: sizes.ext.br?.max ?? null, int: unitSized(sizes.int.br?.max ?? null, facts.grossFloorArea) },
  });
  return {
    attributes: {
      property_id: parcel.id,
      address: {
        label: address.label,
        street_number: address.streetNumber,
        street: address.street,
        city: address.city,
        state: address.state,
        zip_code: address.zipCode,
        lat: address.lat,
        lng: address.lng,
      },
      property_type_name: facts.propertyType,
      use_code: parcel.useCode,
      use_code_desc: overrides?.use_code_desc ?? parcel.useDescription,
      zone_code: overrides?.zone_code ?? parcel.zoneCode,
      lot_size: seen.lotSizeSqFt,
      gross_building_area: parcel.grossBuildingAreaSqFt,
      gross_floor_area: facts.grossFloorArea,
      habitable_area: parcel.habitableAreaSqFt,
      basement_area: parcel.basementAreaSqFt,
      year_built: parcel.yearBuilt,
      style: parcel.style,
      stories: parcel.stories,
      units: parcel.units,
      owners: parcel.owners,
    },
    lot: seen.lot,
    lot_source: seen.lotSource,
    buildings_known: parcel.buildingsKnown,
    buildings: seen.buildings.map((b) => b.properties),
    buildings_geojson: { type: 'FeatureCollection', features: seen.buildings },
    zoning: seen.zoning.map((z) => ({ zoning_map: z.zoningMap, zone_code: z.zoneCode, coverage: z.coverage })),
    lot_edges: edgesForApi(seen.edges),
    setbacked_area: { ext: housePosition === HousePosition.NotInData ? null : (seen.ext ?? null), int: seen.int ?? null },
    bylaws: rules.bylaws,
    citations: rules.citations,
    gis_layers: layers.gisLayers,
    special_considerations: layers.considerations,
    city_external_links: links,
    user: viewer ? { user_id: viewer.id } : null,
    user_overrides: overrides ?? null,
    street_view_url: null,
    limited_report: false,
    locked_fields: [],
    quota: null,
    unmeasured: seen.unmeasured,
    ...estimates,
  };
}

/** The report in full when `inFull`, else the limited report: its locked values removed, flagged and listed. */
export function visibleReport(data: StreetData, inFull: boolean): StreetData {
  return inFull ? data : redactReport(data);
}

/** The report as a request may see it: in full only when the binder admitted the property (a visitor's request is never admitted). */
export function admittedReport(data: StreetData, admission: Admission | null): StreetData {
  return visibleReport(data, admission?.admitted ?? false);
}

/** Street data as answered: the report the request may see, with the viewer's quota when the binder admitted against one. */
export function reportAsSeen(data: StreetData, admission: Admission | null): StreetData {
  const seen = admittedReport(data, admission);
  return admission ? { ...seen, quota: admission.quota } : seen;
}
