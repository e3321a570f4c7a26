// The import profiles by name, for `npm run import -- <profile> <dir>`.
import type { ImportProfile } from '../profile';
import { bellinghamProfile } from './bellingham-ma';
import { cambridgeProfile } from './cambridge-ma';

/** Every profile, keyed by its id. */
export const profiles: Record<string, ImportProfile> = {
  [cambridgeProfile.id]: cambridgeProfile,
  [bellinghamProfile.id]: bellinghamProfile,
};
