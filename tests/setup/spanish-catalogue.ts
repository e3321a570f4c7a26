// Unit tests speak Spanish synchronously, as the widget does once loadLocale('es') has run: the
// Spanish catalogue is registered before each file.
import { catalogues } from '../../widget/src/i18n/messages';
import { es } from '../../widget/src/i18n/messages-es';

catalogues.es = es;
