// One labelled input of the account forms, with its messages below it, tied to it by
// aria-describedby and aria-invalid.
import { useId, type Ref } from 'react';

interface Props {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  errors: readonly string[] | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its error messages. */
export function AuthField({ name, label, type, autoComplete, value, onChange, errors, inputRef }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors && errors.length > 0);
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="auth-field__input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        spellCheck={type === 'text' ? undefined : false}
      />
      {invalid && (
        <p id={errorId} className="auth-field__error">
          {errors!.join(' ')}
        </p>
      )}
    </div>
  );
}
