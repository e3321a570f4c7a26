// Unit tests speak Spanish synchronously, as the widget does once loadLocale('es') has run: the
// Spanish catalogue and the rules' Spanish words are registered before each file.
import { SPANISH_RULE_TEXTS } from '../../core/rules/texts-es';
import { catalogues, ruleTexts } from '../../widget/src/i18n/messages';
import { es } from '../../widget/src/i18n/messages-es';

ruleTexts.es = SPANISH_RULE_TEXTS;
catalogues.es = es;
