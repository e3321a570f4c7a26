// A report value a signed-in user may correct (spec 1 section 4, fact editing): the pencil enters
// edit, the check saves, X cancels, and the reset icon of an overridden value restores the default
// by sending an empty value. After a save the report is fetched again and updates in place.
// Visitors and limited reports get the plain value.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { formatNumber } from '../../i18n/format';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import type { ReportContextValue } from '../../shell/report-context';
import { acceptsChar, filterDecimal, insertDecimal, parseDecimal } from './decimal-input';
import { CheckIcon, CrossIcon, PencilIcon, ResetIcon } from './EditIcons';
import { useEditing } from './use-editing';

/** How a value is entered: digits with one decimal point in a range, or one of a list. */
export type Editor =
  | { kind: 'number'; initial: string; unit: string; min: number; max: number }
  | { kind: 'select'; initial: string; options: readonly { value: string; label: string }[] };

/** What an editable value shows and how it is saved. */
export interface EditableValueProps {
  /** The field's name as the report labels it, e.g. 'Gross floor area'. */
  label: string;
  /** The value as the report shows it. */
  children: ReactNode;
  /** The class of the value's element. */
  valueClassName?: string | undefined;
  /** Whether the user set this value (`bylaws.overridden`): marked 'Set by you', with a reset. */
  overridden: boolean;
  editor: Editor;
  /** Sends a value to the server ('' resets to the default); rejects when it is refused. */
  save(value: string): Promise<unknown>;
}

/** A value with its editing controls for a signed-in user, else just the value. */
export function EditableValue(props: EditableValueProps) {
  const report = useEditing();
  if (!report) return <span className={props.valueClassName}>{props.children}</span>;
  return <EditableField {...props} report={report} />;
}

type Focus = 'pencil' | 'field' | null;

function EditableField({ label, children, valueClassName, overridden, editor, save, report }: EditableValueProps & { report: ReportContextValue }) {
  const t = useTranslate();
  const locale = useLocale();
  const problemId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const pencil = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const focusNext = useRef<Focus>(null);
  const caret = useRef<number | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  // Focus moves after the render that shows its target: into the field on edit, back to the pencil after.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === 'pencil') pencil.current?.focus();
    else if (input.current) {
      input.current.focus();
      input.current.select();
    } else select.current?.focus();
  });
  // A paste puts the caret after the pasted digits, not at the end.
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const start = () => {
    setDraft(editor.initial);
    setProblem(undefined);
    setEditing(true);
    focusNext.current = 'field';
  };
  const cancel = () => {
    setEditing(false);
    setProblem(undefined);
    focusNext.current = 'pencil';
  };

  /** Sends `value`, then refreshes the report; a refusal keeps the edit open with what was typed. */
  const send = async (value: string) => {
    setSaving(true);
    setProblem(undefined);
    try {
      await save(value);
    } catch {
      if (!live.current) return;
      focusNext.current = editing ? 'field' : 'pencil';
      setSaving(false);
      report.notify('error', t('edit.failed'));
      return;
    }
    try {
      await report.onPropertyChanged();
    } catch {
      report.notify('error', t('edit.refreshFailed'));
    }
    if (!live.current) return;
    focusNext.current = 'pencil';
    setSaving(false);
    setEditing(false);
  };

  const commit = () => {
    if (saving) return;
    let value = draft;
    if (editor.kind === 'number') {
      const number = parseDecimal(draft);
      if (number === null) return setProblem(t('edit.notNumber'));
      if (number < editor.min || number > editor.max) {
        return setProblem(t('edit.range', { min: formatNumber(editor.min, locale), max: formatNumber(editor.max, locale) }));
      }
      if (number === parseDecimal(editor.initial)) return cancel();
      value = String(number);
    } else if (value === '' || value === editor.initial) return cancel();
    void send(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit();
  };
  const onFormKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!saving) cancel();
    } else if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
      // A select does not submit its form on Enter by itself.
      event.preventDefault();
      commit();
    }
  };
  // Spec 1 section 5: number inputs accept only digits and one decimal point, typed or pasted.
  const onNumberKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    if (!acceptsChar(value, selectionStart ?? value.length, selectionEnd ?? value.length, event.key)) event.preventDefault();
  };
  const onNumberPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    const next = insertDecimal(value, selectionStart ?? value.length, selectionEnd ?? value.length, event.clipboardData.getData('text'));
    caret.current = next.caret;
    setDraft(next.value);
  };

  const resetButton = overridden && (
    <button type="button" className="edit-button edit-button--reset" aria-label={t('edit.reset', { field: label })} title={t('edit.reset', { field: label })} disabled={saving} onClick={() => void send('')}>
      <ResetIcon />
    </button>
  );
  const spinner = saving && <span className="edit-spinner" aria-hidden="true" />;

  const content = editing ? (
    <form key="edit" className="edit-form" onSubmit={onSubmit} onKeyDown={onFormKeyDown} aria-busy={saving} noValidate>
      <span className="edit-form__row">
        {editor.kind === 'number' ? (
          <span className="edit-form__number">
            <input
              ref={input}
              className="edit-form__input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              aria-label={t('edit.inUnit', { field: label, unit: editor.unit })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              value={draft}
              disabled={saving}
              onKeyDown={onNumberKeyDown}
              onPaste={onNumberPaste}
              onChange={(event) => setDraft(filterDecimal(event.target.value))}
            />
            <span className="edit-form__unit" aria-hidden="true">
              {editor.unit}
            </span>
          </span>
        ) : (
          <select ref={select} className="edit-form__select" aria-label={label} value={draft} disabled={saving} onChange={(event) => setDraft(event.target.value)}>
            {editor.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
        <button type="submit" className="edit-button edit-button--save" aria-label={t('edit.save', { field: label })} title={t('edit.save', { field: label })} disabled={saving}>
          <CheckIcon />
        </button>
        <button type="button" className="edit-button edit-button--cancel" aria-label={t('edit.cancel', { field: label })} title={t('edit.cancel', { field: label })} disabled={saving} onClick={cancel}>
          <CrossIcon />
        </button>
        {resetButton}
        {spinner}
      </span>
      {problem && (
        <span id={problemId} className="edit-form__problem" role="alert">
          {problem}
        </span>
      )}
    </form>
  ) : (
    [
      <span key="value" className={valueClassName}>
        {children}
      </span>,
      overridden && (
        <span key="mark" className="edit-mark">
          {t('edit.setByYou')}
        </span>
      ),
      <span key="actions" className="edit-actions">
        <button ref={pencil} type="button" className="edit-button" aria-label={t('edit.edit', { field: label })} title={t('edit.edit', { field: label })} disabled={saving} onClick={start}>
          <PencilIcon />
        </button>
        {resetButton}
        {spinner}
      </span>,
    ]
  );
  return (
    <>
      {content}
      <span className="visually-hidden" role="status">
        {saving ? t('edit.saving') : ''}
      </span>
    </>
  );
}
