// One form of the sign-in page: its fields checked before sending, the server's field messages
// beside their inputs, other problems above the submit button, a network failure as a toast, a
// spinner while it is sent. Enter submits; focus goes to the first refused field.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { MessageKey } from '../../i18n/messages';
import type { Translate } from '../../i18n/use-translate';
import { AuthField } from './AuthField';
import { checkFields, EMAIL_MAX_LENGTH, FieldReason, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, sentValue, type AuthFieldName } from './auth-fields';
import { submitProblem, type SubmitProblem } from './submit-problem';

/** The values of a form's fields. */
export type AuthValues = Record<AuthFieldName, string>;

const FIELD = {
  first_name: { label: 'account.firstName', type: 'text', autoComplete: 'given-name' },
  last_name: { label: 'account.lastName', type: 'text', autoComplete: 'family-name' },
  email: { label: 'account.email', type: 'email', autoComplete: 'email' },
  password: { label: 'account.password', type: 'password', autoComplete: 'current-password' },
} as const satisfies Record<AuthFieldName, { label: MessageKey; type: string; autoComplete: string }>;

/** The words of each field's reasons, and the number they mention. */
const REASON: Record<AuthFieldName, Partial<Record<FieldReason, MessageKey>> & { max: number }> = {
  first_name: { required: 'account.firstNameRequired', 'too-long': 'account.firstNameTooLong', max: NAME_MAX_LENGTH },
  last_name: { required: 'account.lastNameRequired', 'too-long': 'account.lastNameTooLong', max: NAME_MAX_LENGTH },
  email: { required: 'account.emailRequired', 'too-long': 'account.emailTooLong', 'invalid-email': 'account.emailInvalid', max: EMAIL_MAX_LENGTH },
  password: { required: 'account.passwordRequired', 'too-short': 'account.passwordTooShort', 'too-long': 'account.passwordTooLong', max: PASSWORD_MAX_LENGTH },
};

function reasonText(t: Translate, name: AuthFieldName, reason: FieldReason): string {
  const words = REASON[name];
  return t(words[reason] ?? words.required!, { max: words.max, min: PASSWORD_MIN_LENGTH });
}

interface Props {
  t: Translate;
  fields: readonly AuthFieldName[];
  /** A new password (sign-up, reset) is labelled and autocompleted as one. */
  isNewPassword?: boolean;
  submitLabel: string;
  /** Sends the form; a rejection is read by `submitProblem`. */
  onSubmit(values: AuthValues): Promise<void>;
  /** What a 401 means for this form (sign-in: wrong email or password). */
  rejectedText?: string;
  notify(kind: 'error' | 'warning', text: string): void;
  /** Shown between the fields and the submit button ('Forgot password?'). */
  children?: ReactNode;
}

/** An account form. */
export function AuthForm({ t, fields, isNewPassword = false, submitLabel, onSubmit, rejectedText, notify, children }: Props) {
  const [values, setValues] = useState<AuthValues>({ first_name: '', last_name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<AuthFieldName, string[]>>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const inputs = useRef<Partial<Record<AuthFieldName, HTMLInputElement | null>>>({});

  const focusFirst = (refused: Partial<Record<AuthFieldName, unknown>>) => {
    const first = fields.find((name) => refused[name]);
    if (first) inputs.current[first]?.focus();
  };

  const show = (problem: SubmitProblem) => {
    switch (problem.kind) {
      case 'network':
        return notify('error', t('account.networkError'));
      case 'failed':
        return notify('error', t('error.unknown'));
      case 'credentials':
        return setFormErrors([rejectedText ?? t('account.wrongCredentials')]);
      case 'email-taken':
        setErrors({ email: [t('account.emailTaken')] });
        return inputs.current.email?.focus();
      case 'rate-limited':
        return setFormErrors([
          problem.retryAfterSeconds === null ? t('account.tooManyAttemptsLater') : t('account.tooManyAttempts', { seconds: problem.retryAfterSeconds }),
        ]);
      case 'invalid':
        setErrors(problem.fields);
        setFormErrors(problem.form);
        return focusFirst(problem.fields);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const reasons = checkFields(values, fields, isNewPassword);
    const refused = Object.fromEntries(Object.entries(reasons).map(([name, reason]) => [name, [reasonText(t, name as AuthFieldName, reason)]]));
    setErrors(refused);
    setFormErrors([]);
    if (Object.keys(refused).length > 0) {
      focusFirst(refused);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, sentValue(name as AuthFieldName, value)])) as AuthValues);
    } catch (error) {
      show(submitProblem(error, fields));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" noValidate aria-busy={busy} onSubmit={(event) => void submit(event)}>
      {fields.map((name) => {
        const field = FIELD[name];
        const isPassword = name === 'password';
        return (
          <AuthField
            key={name}
            name={name}
            label={t(isPassword && isNewPassword ? 'account.newPassword' : field.label)}
            type={field.type}
            autoComplete={isPassword && isNewPassword ? 'new-password' : field.autoComplete}
            value={values[name]}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            errors={errors[name]}
            inputRef={(element) => {
              inputs.current[name] = element;
            }}
          />
        );
      })}
      {children}
      {formErrors.length > 0 && (
        <p className="auth-form__error" role="alert">
          {formErrors.join(' ')}
        </p>
      )}
      <button type="submit" className="button button--primary auth-form__submit" aria-disabled={busy || undefined}>
        {busy && <span className="loader__spinner auth-form__spinner" aria-hidden="true" />}
        {submitLabel}
      </button>
      {busy && (
        <span className="visually-hidden" role="status">
          {t('account.working')}
        </span>
      )}
    </form>
  );
}
