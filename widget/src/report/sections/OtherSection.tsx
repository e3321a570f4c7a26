// Other Things to Know: the state's and the town's notes with their sources, the evaluation's
// own notes, the town's links and bylaws with their previews, and when the rules were last checked;
// the notes in the reader's language, the sources in theirs.
import { formatDate } from '../../i18n/format';
import { useLocale, useRuleTexts, useTranslate } from '../../i18n/use-translate';
import { Citations } from '../Citations';
import { LinkWithPreview } from '../link-preview/LinkWithPreview';
import { useReport } from '../../shell/report-context';

/** Everything else the report knows about the place. */
export function OtherSection() {
  const t = useTranslate();
  const rules = useRuleTexts();
  const locale = useLocale();
  const { property, api } = useReport();
  const { extras, notes, city_bylaws_url: bylawsUrl, document_updated_at: updatedAt } = property.bylaws;
  const links = property.city_external_links;
  const empty = extras.length === 0 && notes.length === 0 && links.length === 0 && !bylawsUrl;
  return (
    <>
      {empty && <p className="report-note">{t('other.nothing')}</p>}
      {extras.length > 0 && (
        <ul className="extras">
          {extras.map((extra, index) => (
            <li key={`${extra.subject}-${index}`} className="extra">
              <div className="extra__head">
                <span className="extra__subject">{rules.text(extra.subject)}</span>
                <span className={`source source--${extra.source.toLowerCase()}`}>{t(extra.source === 'STATE' ? 'other.state' : 'other.municipality')}</span>
              </div>
              <p className="extra__text">{rules.text(extra.text)}</p>
              <Citations fields={[`extras.${index}`]} />
            </li>
          ))}
        </ul>
      )}
      {notes.length > 0 && (
        <>
          <h6 className="report-subtitle">{t('other.notes')}</h6>
          <ul className="notes">
            {notes.map((note) => (
              <li key={note}>{rules.text(note)}</li>
            ))}
          </ul>
        </>
      )}
      {(links.length > 0 || bylawsUrl) && (
        <>
          <h6 className="report-subtitle">{t('other.links')}</h6>
          <ul className="links">
            {bylawsUrl && <LinkWithPreview href={api.resolve(bylawsUrl)} label={t('other.bylaws')} />}
            {links.map((link) => (
              <LinkWithPreview key={`${link.subject}-${link.link}`} href={api.resolve(link.link)} label={rules.text(link.subject)} />
            ))}
          </ul>
        </>
      )}
      {updatedAt && <p className="report-note report-note--small">{t('other.updated', { date: formatDate(updatedAt, locale) })}</p>}
    </>
  );
}
