// A settings list that is edited in place: its items, each with Remove, or a note when there are
// none, and a field below whose text is checked as it is typed and added with Add or Enter. The
// allowed origins and the advanced feature flags are this editor with their own items and check.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

/** What a typed draft would add: the value when it can be added, and what the field says under it. */
export interface DraftCheck<V> {
  value: V | undefined;
  feedback?: { kind: 'hint' | 'error'; text: string } | undefined;
}

interface Props<T, V> {
  /** The class the editor's parts are named after (`${block}__list`, `__item`, `__add`). */
  block: string;
  items: readonly T[];
  keyOf(item: T): string;
  /** The item's content before its Remove button, and after it. */
  renderItem(item: T, index: number, id: string): ReactNode;
  renderAfterRemove?(item: T, index: number): ReactNode;
  noneText: string;
  listLabel?: string | undefined;
  isEditable: boolean;
  removeText: string;
  removeLabel(item: T): string;
  removeClassName: string;
  onRemove(item: T): void;
  /** The add field's name in its ids, its label and the Add button's text. */
  draftName: string;
  draftLabel: string;
  addText: string;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  /** Checks a draft; `isTried` once Add was pressed for it, so an empty field is only an error then. */
  check(draft: string, isTried: boolean): DraftCheck<V>;
  onAdd(value: V): void;
}

/** The list and the field that adds to it. */
export function ListEditor<T, V>(props: Props<T, V>) {
  const { block, items, keyOf, renderItem, renderAfterRemove, noneText, listLabel, isEditable, removeText, removeLabel, removeClassName, onRemove } = props;
  const { draftName, draftLabel, addText, inputProps, check, onAdd } = props;
  const id = useId();
  const [draft, setDraft] = useState('');
  const [isTried, setTried] = useState(false);
  const { value, feedback } = check(draft, isTried);
  const add = () => {
    setTried(true);
    if (value === undefined) return;
    onAdd(value);
    setDraft('');
    setTried(false);
  };
  const feedbackId = `${id}-${draftName}-feedback`;

  return (
    <>
      {items.length === 0 ? (
        <p className="settings-note">{noneText}</p>
      ) : (
        <ul className={`${block}__list`} aria-label={listLabel}>
          {items.map((item, index) => (
            <li key={keyOf(item)} className={`${block}__item`}>
              {renderItem(item, index, id)}
              {isEditable && (
                <button type="button" className={removeClassName} aria-label={removeLabel(item)} onClick={() => onRemove(item)}>
                  {removeText}
                </button>
              )}
              {renderAfterRemove?.(item, index)}
            </li>
          ))}
        </ul>
      )}
      {isEditable && (
        <div className={`${block}__add`}>
          <label className="settings-field__label" htmlFor={`${id}-${draftName}`}>
            {draftLabel}
          </label>
          <div className="settings-inline">
            <input
              {...inputProps}
              id={`${id}-${draftName}`}
              spellCheck={false}
              autoComplete="off"
              value={draft}
              aria-invalid={feedback?.kind === 'error' ? true : undefined}
              aria-describedby={feedback ? feedbackId : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <button type="button" className="button" onClick={add}>
              {addText}
            </button>
          </div>
          {feedback && (
            <p id={feedbackId} className={feedback.kind === 'error' ? 'settings-field__error' : 'settings-field__hint'}>
              {feedback.text}
            </p>
          )}
        </div>
      )}
    </>
  );
}
