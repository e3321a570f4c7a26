// The address box: a WAI-ARIA combobox with suggestions from the address search, usable by
// keyboard (arrows, Enter, Escape) and mouse. Enter on the shown list picks its highlighted
// suggestion; Look up, or Enter with the list closed, opens the suggestion the typed text stands
// for (best-match.ts), or says why not under the box. Under it,
// real addresses of the loaded data to try, each opening its report; a search that finds nothing
// names the places Lotline covers and offers those addresses instead.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { AddressExample, AddressPlace, AddressSuggestion } from '../../../core/api';
import type { ApiClient } from '../api/client';
import { useLocale, type Translate } from '../i18n/use-translate';
import { bestMatch } from './best-match';
import { coverageSentence, examplesOf } from './coverage';
import { searchAddresses } from '../../../core/api';
import { send } from '../api/client';

const DEBOUNCE_MS = 150;
/** How many suggestions the search asks for. */
const SUGGESTIONS = '8';

interface Props {
  api: ApiClient;
  t: Translate;
  /** The visitor starts on an address (focus or typing): a pick is likely to follow. */
  onEngage?(): void;
  onPick(suggestion: AddressSuggestion): void;
  /** Enter or submit with no address typed (spec error 'pick-address'). */
  onNeedPick(): void;
  /** The search itself failed (network or server). */
  onSearchFailed(): void;
  /** The places the search covers with their example addresses; undefined until they load (or when they do not). */
  places?: readonly AddressPlace[] | undefined;
}

/** The address search box with its suggestion list. */
export function AddressSearch({ api, t, onEngage, onPick, onNeedPick, onSearchFailed, places }: Props) {
  const id = useId();
  const locale = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  // The query the suggestions answer: a submit with other text asks the search itself.
  const [answered, setAnswered] = useState('');
  // Why a submit opened nothing, for the text it was made with.
  const [message, setMessage] = useState<{ text: string; kind: 'none' | 'several'; count: number } | undefined>(undefined);
  const submitted = useRef<AbortController | undefined>(undefined);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The suggestions' search waiting for the typing to pause: a submit asks at once instead.
  const debounced = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Text the suggestions' search leaves alone: what a submit is searching itself, or the label just picked.
  const searching = useRef<string | undefined>(undefined);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const latestQuery = useRef('');

  useEffect(
    () => () => {
      submitted.current?.abort();
      clearTimeout(closing.current);
    },
    [],
  );

  useEffect(() => {
    const q = text.trim();
    latestQuery.current = q;
    if (q.length < 2) {
      setSuggestions([]);
      setAnswered(q);
      setLoading(false);
      return;
    }
    if (searching.current === q) return;
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      debounced.current = undefined;
      send(api, searchAddresses, { query: { q, limit: SUGGESTIONS } }, { signal: controller.signal }).then(
        (response) => {
          if (latestQuery.current !== q) return;
          setSuggestions(response.results);
          setAnswered(q);
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
    debounced.current = timer;
    return () => {
      clearTimeout(timer);
      debounced.current = undefined;
      controller.abort();
    };
  }, [text, api, onSearchFailed]);

  const pick = (suggestion: AddressSuggestion) => {
    submitted.current?.abort();
    searching.current = suggestion.label.trim();
    setText(suggestion.label);
    setOpen(false);
    setSuggestions([]);
    setMessage(undefined);
    onPick(suggestion);
  };

  // Opens what `typed` stands for, from the suggestions when they answer it, else from a search of its own.
  const resolve = (typed: string) => {
    const q = typed.trim();
    if (q.length < 2) {
      onNeedPick();
      return;
    }
    submitted.current?.abort();
    const controller = new AbortController();
    submitted.current = controller;
    const decide = (results: readonly AddressSuggestion[]) => {
      const match = bestMatch(q, results);
      if (match.kind === 'match') pick(match.suggestion);
      else {
        setMessage({ text: q, kind: match.kind, count: match.kind === 'several' ? match.count : 0 });
        // Several: the list shows them to pick from.
        if (match.kind === 'several') inputRef.current?.focus();
        setOpen(match.kind === 'several');
      }
    };
    if (answered === q && !loading) {
      decide(suggestions);
      return;
    }
    clearTimeout(debounced.current);
    debounced.current = undefined;
    searching.current = q;
    send(api, searchAddresses, { query: { q, limit: SUGGESTIONS } }, { signal: controller.signal }).then(
      (response) => {
        if (searching.current === q) searching.current = undefined;
        if (controller.signal.aborted || latestQuery.current !== q) return;
        setSuggestions(response.results);
        setAnswered(q);
        setLoading(false);
        setActive(response.results.length > 0 ? 0 : -1);
        decide(response.results);
      },
      () => {
        if (searching.current === q) searching.current = undefined;
        if (controller.signal.aborted) return;
        setLoading(false);
        onSearchFailed();
      },
    );
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
    } else if (event.key === 'Enter') {
      // Enter on a shown list picks its highlighted suggestion; otherwise the form's submit opens the best match.
      const listShown = open && answered === text.trim() && suggestions.length > 0;
      const chosen = listShown ? suggestions[active] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      }
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    resolve(text);
  };

  // An example opens its report, through the search for its whole label (which gives its suggestion).
  const tryExample = (example: AddressExample) => {
    onEngage?.();
    setText(example.label);
    setMessage(undefined);
    latestQuery.current = example.label.trim();
    resolve(example.label);
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
            onEngage?.();
            searching.current = undefined;
            setText(event.target.value);
            setMessage(undefined);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            onEngage?.();
            clearTimeout(closing.current);
            setOpen(true);
          }}
          onBlur={() => {
            closing.current = setTimeout(() => setOpen(false), 150);
          }}
        />
        <button className="button button--primary" type="submit">
          {t('search.submit')}
        </button>
      </div>
      {/* Before the list, which then opens under it. */}
      {message && (
        <p className="search__message" role="alert">
          {message.kind === 'none' ? t('search.noMatch', { text: message.text }) : t('search.several', { text: message.text, count: message.count })}
        </p>
      )}
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
            {!message && <p className="search__outside-title">{t('search.outside')}</p>}
            <p>{coverage}</p>
            <p>{t(examples.length > 0 ? 'search.nextStep' : 'search.nextStepNoExample')}</p>
            {examples.length > 0 && <p className="search__examples">{exampleButtons}</p>}
          </div>
        ) : (
          !message && <p className="search__empty">{t('search.noResults')}</p>
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
