// The front door of core/property: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export { GIS_LAYERS, type GisLayerGroup, type GisLayerId } from './gis-layers';
export {
  MASSACHUSETTS_MUNICIPALITIES, massachusettsJurisdictionId, massachusettsMunicipality, massgisTownId,
  type Municipality, municipalityOfMassgisTown,
} from './massachusetts-municipalities';
export { type ParcelKind, parcelKindOfPolyType } from './parcel-kind';
export {
  hasAccessoryApartment, isCondominiumUseCode, isMixedUseResidentialUseCode, isMixedUseWithHomesUseCode,
  isMultipleHousesUseCode, PropertyType, propertyTypeFromUseCode,
} from './use-code';
