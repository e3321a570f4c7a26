// The front door of core/address: what the apps (widget, server, sdk) import from it. Files inside
// core import each other directly; everything else comes through here.
export {
  type AddressQuery, editDistance, houseNumberValue, parseAddressQuery, queryNamesStreet,
} from './address-query';
export { addressSearchTerms, normalizeAddressText } from './normalize';
