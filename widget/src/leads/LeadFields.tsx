// The inputs of the lead and need-help forms: a labelled text input, a group of radio buttons or
// checkboxes, and the address parts. A message under a field is tied to it by aria-describedby
// and marks it aria-invalid.
import { useId, type ReactNode, type Ref } from 'react';
import type { FormAddress } from '../../../core/api';
import { useLeadTranslate } from './use-lead-translate';
import { ADDRESS_PARTS, type AddressPart } from './lead-model';
import { ADDRESS_PART_LABELS } from './lead-words';

/** A field's message below it, or nothing. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="lead-modal__error">
      {text}
    </p>
  );
}

interface TextFieldProps {
  /** The label; a step's question is its heading (`heading` then holds the heading's ref). */
  label: string;
  heading?: Ref<HTMLHeadingElement> | undefined;
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  multiline?: boolean;
  maxLength?: number;
}

/** A labelled text input (or text area) with its message. */
export function TextField({ label, heading, value, onChange, error, type = 'text', autoComplete, placeholder, inputMode, multiline = false, maxLength }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const labelElement = (
    <label className="lead-modal__label" htmlFor={id}>
      {label}
    </label>
  );
  const shared = {
    id,
    className: 'lead-modal__input',
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...(autoComplete ? { autoComplete } : {}),
    ...(placeholder ? { placeholder } : {}),
    ...(maxLength ? { maxLength } : {}),
  };
  return (
    <div className="lead-modal__field">
      {heading ? (
        <h3 ref={heading} tabIndex={-1} className="lead-modal__question">
          {labelElement}
        </h3>
      ) : (
        labelElement
      )}
      {multiline ? (
        <textarea {...shared} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} {...(inputMode ? { inputMode } : {})} spellCheck={type === 'text' ? undefined : false} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldError id={errorId} text={error} />
    </div>
  );
}

interface ChoiceGroupProps<T extends string> {
  /** The question: the group's legend, as a step's heading when `heading` is given. */
  legend: string;
  heading?: Ref<HTMLHeadingElement> | undefined;
  hint?: string;
  options: readonly T[];
  labelOf(option: T): string;
  /** One choice (radio buttons) or several (checkboxes). */
  multiple: boolean;
  chosen: readonly T[];
  onChange(option: T, on: boolean): void;
  error: string | undefined;
}

/** A group of radio buttons or checkboxes with its question, hint and message. */
export function ChoiceGroup<T extends string>({ legend, heading, hint, options, labelOf, multiple, chosen, onChange, error }: ChoiceGroupProps<T>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className="lead-modal__group" aria-describedby={described || undefined}>
      <legend className="lead-modal__legend">
        {heading ? (
          <h3 ref={heading} tabIndex={-1} className="lead-modal__question">
            {legend}
          </h3>
        ) : (
          legend
        )}
      </legend>
      {hint && (
        <p id={hintId} className="lead-modal__hint">
          {hint}
        </p>
      )}
      <div className="lead-modal__choices">
        {options.map((option) => (
          <label key={option} className="lead-modal__choice">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={id}
              value={option}
              checked={chosen.includes(option)}
              onChange={(event) => onChange(option, event.target.checked)}
            />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} text={error} />
    </fieldset>
  );
}

interface AddressFieldsProps {
  legend: ReactNode;
  hint?: string;
  address: FormAddress;
  onChange(part: AddressPart, value: string): void;
  /** The message of each refused part shown. */
  errorOf(part: AddressPart): string | undefined;
}

/** The visible parts of an address, each a labelled input. */
export function AddressFields({ legend, hint, address, onChange, errorOf }: AddressFieldsProps) {
  const t = useLeadTranslate();
  const id = useId();
  const autoComplete: Record<AddressPart, string> = {
    addr_num: 'off',
    addr_street: 'address-line1',
    addr_city: 'address-level2',
    addr_state: 'address-level1',
    addr_zip: 'postal-code',
  };
  return (
    <fieldset className="lead-modal__group lead-modal__address" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="lead-modal__legend">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="lead-modal__hint">
          {hint}
        </p>
      )}
      <div className="lead-modal__address-grid">
        {ADDRESS_PARTS.map((part) => (
          <div key={part} className={`lead-modal__address-part lead-modal__address-part--${part}`}>
            <TextField
              label={t(ADDRESS_PART_LABELS[part])}
              value={address[part]}
              onChange={(value) => onChange(part, value)}
              error={errorOf(part)}
              autoComplete={autoComplete[part]}
              maxLength={256}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
