// The address box: a WAI-ARIA combobox with suggestions from the address search, usable by
// keyboard (arrows, Enter, Escape) and mouse. Picking a suggestion is the only way to submit.
// Under it, real addresses of the loaded data to try; a search that finds nothing names the
// places Lotline covers and offers those addresses instead.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AddressExample, AddressPlace, AddressSuggestion } from '../../../core/api';
import type { ApiClient } from '../api/client';
import { useLocale, type Translate } from '../i18n/use-translate';
import { coverageSentence, examplesOf } from './coverage';

const DEBOUNCE_MS = 150;

interface Props {
  api: ApiClient;
  t: Translate;
  onPick(suggestion: AddressSuggestion): void;
  /** Enter or submit without a picked suggestion (spec error 'pick-address'). */
  onNeedPick(): void;
  /** The search itself failed (network or server). */
  onSearchFailed(): void;
  /** The places the search covers with their example addresses; undefined until they load (or when they do not). */
  places?: readonly AddressPlace[] | undefined;
}

/** The address search box with its suggestion list. */
export function AddressSearch({ api, t, onPick, onNeedPick, onSearchFailed, places }: Props) {
  const id = useId();
  const locale = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const latestQuery = useRef('');

  useEffect(() => {
    const q = text.trim();
    latestQuery.current = q;
    if (q.length < 2) {
      setSuggestions([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      api.searchAddresses(q, controller.signal).then(
        (response) => {
          if (latestQuery.current !== q) return;
          setSuggestions(response.results);
          setActive(response.results.length > 0 ? 0 : -1);
          setLoading(false);
        },
        () => {
          if (controller.signal.aborted) return;
          setLoading(false);
          onSearchFailed();
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, api, onSearchFailed]);

  const pick = (suggestion: AddressSuggestion) => {
    setText(suggestion.label);
    setOpen(false);
    setSuggestions([]);
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = open ? suggestions[active] : undefined;
    if (chosen) pick(chosen);
    else onNeedPick();
  };

  // An example runs the search for its whole label, so the visitor sees the suggestion it gives.
  const tryExample = (example: AddressExample) => {
    setText(example.label);
    setOpen(true);
    inputRef.current?.focus();
  };
  const examples = examplesOf(places ?? []);
  const exampleButtons = examples.map(({ city, example }) => (
    <button
      key={example.place_id}
      type="button"
      className="link-button search__example"
      // A mouse keeps the focus in the box, so its suggestions open at once.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => tryExample(example)}
    >
      {t('search.example', { address: example.street_address, city })}
    </button>
  ));

  const listId = `${id}-list`;
  const expanded = open && (suggestions.length > 0 || (!loading && text.trim().length >= 2));
  // Nothing found is a status, not part of the popup: it stays while focus moves to its examples.
  const isEmpty = !loading && text.trim().length >= 2 && suggestions.length === 0;
  const coverage = places ? coverageSentence(places, locale, t) : null;
  return (
    <form className="search" role="search" onSubmit={onSubmit}>
      <label className="search__label" htmlFor={`${id}-input`}>
        {t('search.label')}
      </label>
      <div className="search__row">
        <input
          ref={inputRef}
          id={`${id}-input`}
          className="search__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-busy={loading}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        <button className="button button--primary" type="submit">
          {t('search.submit')}
        </button>
      </div>
      <ul id={listId} className="search__list" role="listbox" aria-label={t('search.suggestions')} hidden={!expanded || suggestions.length === 0}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.place_id}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? 'search__option search__option--active' : 'search__option'}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            onMouseEnter={() => setActive(index)}
          >
            {suggestion.label}
          </li>
        ))}
      </ul>
      {isEmpty &&
        (coverage ? (
          <div className="search__empty search__outside" role="status">
            <p className="search__outside-title">{t('search.outside')}</p>
            <p>{coverage}</p>
            <p>{t(examples.length > 0 ? 'search.nextStep' : 'search.nextStepNoExample')}</p>
            {examples.length > 0 && <p className="search__examples">{exampleButtons}</p>}
          </div>
        ) : (
          <p className="search__empty">{t('search.noResults')}</p>
        ))}
      {!isEmpty && examples.length > 0 && (
        <p className="search__examples">
          <span className="search__try">{t('search.try')}</span> {exampleButtons}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {loading ? t('search.loading') : ''}
      </p>
    </form>
  );
}
