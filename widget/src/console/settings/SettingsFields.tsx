// The settings screens' labelled controls: each with its hint and its messages below it, tied to
// the control by aria-describedby and aria-invalid, and a `data-field` naming its form key so the
// first invalid field can take focus after a refused save.
import { useId, type ReactNode } from 'react';

/** What a control needs from its field: its id, description and validity. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  'data-field': string;
}

interface FieldProps {
  /** The form key of the field ('settings.logo_url'). */
  field: string;
  label: string;
  hint?: ReactNode | undefined;
  errors?: readonly string[] | undefined;
  className?: string | undefined;
  children(control: ControlProps): ReactNode;
}

/** A label, a control, its hint and its messages. */
export function Field({ field, label, hint, errors, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isInvalid = Boolean(errors && errors.length > 0);
  const describedBy = [hint ? hintId : '', isInvalid ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`settings-field${className ? ` ${className}` : ''}`}>
      <label className="settings-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': isInvalid || undefined, 'data-field': field })}
      {hint && (
        <p id={hintId} className="settings-field__hint">
          {hint}
        </p>
      )}
      {isInvalid && (
        <p id={errorId} className="settings-field__error">
          {errors!.join(' ')}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  field: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  errors?: readonly string[] | undefined;
  hint?: ReactNode | undefined;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number';
  inputMode?: 'text' | 'email' | 'url' | 'tel' | 'decimal' | 'numeric';
  placeholder?: string | undefined;
  autoComplete?: string | undefined;
  readOnly?: boolean | undefined;
  className?: string | undefined;
  min?: number | undefined;
  step?: string | undefined;
  maxLength?: number | undefined;
}

/** A labelled text input. */
export function TextField({ field, label, value, onChange, onBlur, errors, hint, type = 'text', inputMode, placeholder, autoComplete = 'off', readOnly, className, min, step, maxLength }: TextFieldProps) {
  return (
    <Field field={field} label={label} hint={hint} errors={errors} className={className}>
      {(control) => (
        <input
          {...control}
          className="settings-field__input"
          type={type}
          inputMode={inputMode}
          value={value}
          placeholder={placeholder}
          autoComplete={autoComplete}
          readOnly={readOnly}
          min={min}
          step={step}
          maxLength={maxLength}
          spellCheck={type === 'text' ? undefined : false}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
    </Field>
  );
}

interface SwitchProps {
  field: string;
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: ReactNode | undefined;
  errors?: readonly string[] | undefined;
}

/** An on/off switch: a checkbox with the switch role, its label beside it. */
export function Switch({ field, label, checked, onChange, hint, errors }: SwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const isInvalid = Boolean(errors && errors.length > 0);
  const describedBy = [hint ? hintId : '', isInvalid ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="settings-switch">
      <input
        id={id}
        className="settings-switch__input"
        type="checkbox"
        role="switch"
        checked={checked}
        data-field={field}
        aria-describedby={describedBy}
        aria-invalid={isInvalid || undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label className="settings-switch__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="settings-field__hint settings-switch__hint">
          {hint}
        </p>
      )}
      {isInvalid && (
        <p id={errorId} className="settings-field__error settings-switch__hint">
          {errors!.join(' ')}
        </p>
      )}
    </div>
  );
}

/** A group of fields under a heading. */
export function Section({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h2 id={id} className="settings-section__title">
        {title}
      </h2>
      {description && <p className="settings-section__description">{description}</p>}
      <div className="settings-section__body">{children}</div>
    </section>
  );
}
