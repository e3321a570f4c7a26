// The enter-dimensions dialog (spec 1 sections 2, 5 and 9): length and width in whole feet,
// 20 and 30 by default, the footprint shown live as 'L × W = N sq ft'. OK with a 0 (or input that
// is not a whole number) in either field cancels. The keyboard way to make a rectangle.
import { useId, useState } from 'react';
import { formatNumber } from '../i18n/format';
import { useLocale, useTranslate } from '../i18n/use-translate';
import { Modal } from '../ui/Modal';
import { DEFAULT_LENGTH_FT, DEFAULT_WIDTH_FT, readDimensions } from './dimensions';

interface Props {
  /** OK with both sides above 0: the rectangle's length (north-south) and width (east-west) in feet. */
  onOk(lengthFt: number, widthFt: number): void;
  /** Cancel, Escape, or OK with a 0. */
  onCancel(): void;
}

/** The dialog; mount it to open it. */
export function DimensionsDialog({ onOk, onCancel }: Props) {
  const t = useTranslate();
  const locale = useLocale();
  const id = useId();
  const [lengthText, setLengthText] = useState(String(DEFAULT_LENGTH_FT));
  const [widthText, setWidthText] = useState(String(DEFAULT_WIDTH_FT));
  const entry = readDimensions(lengthText, widthText);
  const submit = () => (entry.cancels ? onCancel() : onOk(entry.lengthFt, entry.widthFt));
  const field = (key: 'length' | 'width', value: string, onChange: (text: string) => void) => (
    <label className="dimensions__field" htmlFor={`${id}-${key}`}>
      <span>{t(`dimensions.${key}`)}</span>
      <input
        id={`${id}-${key}`}
        className="dimensions__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
  return (
    <Modal title={t('dimensions.title')} onClose={onCancel} className="dimensions-dialog">
      <form
        className="dimensions"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="dimensions__fields">
          {field('length', lengthText, setLengthText)}
          {field('width', widthText, setWidthText)}
        </div>
        <p className="dimensions__footprint" aria-live="polite">
          {t('dimensions.footprint', { length: formatNumber(entry.lengthFt, locale), width: formatNumber(entry.widthFt, locale), area: formatNumber(entry.sqft, locale) })}
        </p>
        <p className="report-note">{t('dimensions.zeroCancels')}</p>
        <div className="modal__actions">
          <button type="button" className="button" onClick={onCancel}>
            {t('dimensions.cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {t('dimensions.ok')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
