// Tests see the English catalogue whole, as the widget has it once the report's chunk has come:
// the report's English words (messages-report.ts) are added before each file (decision 071).
// The build checks that the first screen, which runs before they come, names none of their keys.
import { addReportWords } from '../../widget/src/i18n/messages-report';

addReportWords();
