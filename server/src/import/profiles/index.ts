// The import profiles by name, for `npm run import -- <profile> <dir>`.
import type { ProfileEntry } from '../profile';
import { bellinghamProfile } from './bellingham-ma';
import { cambridgeProfile } from './cambridge-ma';
import { massgisL3Template } from './massgis-l3';

/** Every profile, keyed by its id. */
export const profiles: Record<string, ProfileEntry> = {
  [cambridgeProfile.id]: cambridgeProfile,
  [bellinghamProfile.id]: bellinghamProfile,
  [massgisL3Template.id]: massgisL3Template,
};
