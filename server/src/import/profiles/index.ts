// The import profiles by name, for `npm run import -- <profile> <dir>`.
import type { ProfileEntry } from '../profile';
import { bellinghamProfile } from './bellingham-ma';
import { cambridgeProfile } from './cambridge-ma';
import { massachusettsTransitProfile } from './massachusetts-transit';
import { massgisL3Template } from './massgis-l3';
import type { StationProfile } from '../stations';

/** Every profile, keyed by its id. */
export const profiles: Record<string, ProfileEntry> = {
  [cambridgeProfile.id]: cambridgeProfile,
  [bellinghamProfile.id]: bellinghamProfile,
  [massgisL3Template.id]: massgisL3Template,
};

/** Every station profile, keyed by its id: a state's stations, for parking near transit (decision 052). */
export const stationProfiles: Record<string, StationProfile> = {
  [massachusettsTransitProfile.id]: massachusettsTransitProfile,
};
