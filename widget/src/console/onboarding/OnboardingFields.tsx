// The onboarding dialog's fields: a labelled text input or text area and a labelled checkbox, each
// with its message tied to it by aria-describedby.
import { useId, type Ref } from 'react';

/** A text field's label, value, message and behaviour. */
export interface TextFieldProps {
  label: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur?(): void;
  /** Enter runs this instead of sending the step's form. */
  onEnter?(): void;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  required?: boolean;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input with its message tied to it by aria-describedby. */
export function TextField({ label, value, error, onChange, onBlur, onEnter, type = 'text', autoComplete, placeholder, required, multiline, inputRef }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    className: 'onboarding__input',
    value,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
  };
  return (
    <div className="onboarding__field">
      <label className="onboarding__label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          spellCheck={type === 'text' ? undefined : false}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={
            onEnter
              ? (event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  onEnter();
                }
              : undefined
          }
        />
      )}
      {error && (
        <p id={errorId} className="onboarding__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled checkbox, with its message when it has one. */
export function CheckField({ label, checked, onChange, error }: { label: string; checked: boolean; onChange(checked: boolean): void; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="onboarding__check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p id={errorId} className="onboarding__error">
          {error}
        </p>
      )}
    </div>
  );
}
