// The zone choice (spec 2: zone modal): when the lot's zone is not among the town's rules, the
// visitor picks one of the town's zones (sorted) or skips. Choosing needs a sign-in; without one
// the submit button is locked and opens the upsell.
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../i18n/use-translate';
import { Modal } from '../ui/Modal';
import { LockIcon } from '../ui/LockIcon';

interface Props {
  zones: readonly string[];
  current: string | null;
  signedIn: boolean;
  /** Saves the zone and refreshes the report; answers whether it worked. */
  onChoose(zone: string): Promise<boolean>;
  onClose(): void;
  /** The locked submit was used. */
  onLocked(): void;
}

/**
 * Whether the zone choice opens by itself as the report loads: when the lot's zone matches none of
 * the town's, and only for someone who can choose (spec 1 section 6: zone editing is for signed-in
 * users). A visitor would meet a locked dialog over the lot; the summary already says the zone is
 * not in the data, and the report's "Choose the zone" control stays.
 */
export function zoneChoiceOpensItself(zoneMatched: boolean, signedIn: boolean): boolean {
  return !zoneMatched && signedIn;
}

/** The zones of the town, sorted alphabetically. */
export function sortedZones(zones: readonly string[]): string[] {
  return [...zones].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** The modal that asks for the lot's zone. */
export function ZoneModal({ zones, current, signedIn, onChoose, onClose, onLocked }: Props) {
  const t = useTranslate();
  const selectId = useId();
  const choices = sortedZones(zones);
  const [zone, setZone] = useState(current && choices.includes(current) ? current : (choices[0] ?? ''));
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) return onLocked();
    if (!zone || saving) return;
    setSaving(true);
    const saved = await onChoose(zone);
    setSaving(false);
    if (saved) onClose();
  };
  return (
    <Modal title={t('zone.title')} onClose={onClose} className="zone-modal">
      <form className="zone-form" onSubmit={submit}>
        <p>{t('zone.text')}</p>
        {current && <p className="report-note">{t('zone.current', { zone: current })}</p>}
        <label className="field__label" htmlFor={selectId}>
          {t('zone.label')}
        </label>
        <select id={selectId} className="field__select" value={zone} onChange={(event) => setZone(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {!signedIn && <p className="report-note">{t('zone.signIn')}</p>}
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('zone.skip')}
          </button>
          <button type="submit" className={`button button--primary${signedIn ? '' : ' button--locked'}`} aria-busy={saving}>
            {!signedIn && (
              <LockIcon />
            )}
            {t('zone.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
