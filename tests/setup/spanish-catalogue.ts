// Unit tests speak Spanish synchronously, as the widget does once loadLocale('es') has run: the
// Spanish catalogue and the Spanish of what core writes in English (the rules' words, the
// playground's answers, the catalogue's plan names) are registered before each file.
import { catalogues, coreTexts } from '../../widget/src/i18n/messages';
import { es } from '../../widget/src/i18n/messages-es';
import * as texts from '../../widget/src/i18n/texts-es';

coreTexts.es = texts;
catalogues.es = es;
