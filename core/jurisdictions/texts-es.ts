// The Spanish of every jurisdiction's rule data, each folder's texts-es.ts together. Apart from the
// front door (index.ts) so that only a reader in Spanish loads it (core/rules/texts-es.ts).
import { TEXTS_ES as CA } from './ca/texts-es';
import { TEXTS_ES as CA_SAN_JOSE } from './ca-san-jose/texts-es';
import { TEXTS_ES as MA } from './ma/texts-es';
import { TEXTS_ES as MA_BELLINGHAM } from './ma-bellingham/texts-es';
import { TEXTS_ES as MA_BOSTON } from './ma-boston/texts-es';
import { TEXTS_ES as MA_CAMBRIDGE } from './ma-cambridge/texts-es';
import { TEXTS_ES as MA_MAPLE_HOLLOW } from './ma-maple-hollow/texts-es';

/** Every jurisdiction's texts in Spanish, by their English. */
export const JURISDICTION_TEXTS_ES: Readonly<Record<string, string>> = { ...MA, ...CA, ...MA_CAMBRIDGE, ...MA_BELLINGHAM, ...MA_BOSTON, ...MA_MAPLE_HOLLOW, ...CA_SAN_JOSE };
