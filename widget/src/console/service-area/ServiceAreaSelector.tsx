// The service-area selector (spec 2 'Service-area selector', spec 8 'City loading failure' and
// 'Empty selector'): a search box whose dropdown lists matching cities ('No options found' when
// none), a state → county → city tree with selected/total counts and tri-state checkboxes that
// choose whole counties and states (the NoResults text when the search matches nothing), and a
// summary of the chosen cities with 'Clear all'. Lists of more than 50 rows render only their
// visible rows (spec 9). Used by the settings page and the onboarding wizard; it brings its own
// style sheet and, when the screen has no toast region, its own.
import { useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { City } from '../../../../core/api';
import type { ApiClient } from '../../api/client';
import { useOrgTranslate } from '../i18n/org-messages';
import { useTranslate } from '../../i18n/use-translate';
import serviceAreaCss from '../../styles/service-area.css?inline';
import { useAdoptedStyles } from '../../styles/use-adopted-styles';
import { ToastContext } from '../ui/toast-context';
import { Toasts, useToasts } from '../../ui/Toasts';
import { VirtualList } from '../ui/VirtualList';
import { loadCities } from './cities-api';
import {
  checkState,
  filterTree,
  groupCities,
  groupIdsByKey,
  groupCount,
  matchingCities,
  summarizeSelection,
  toggleCity,
  rowCityIds,
  toggleGroup,
  visibleRows,
  type CheckState,
  type TreeRow,
} from './service-area-model';

/** The selector's props (the onboarding wizard uses the same). */
export interface ServiceAreaSelectorProps {
  api: ApiClient;
  /** The chosen city ids. */
  value: number[];
  onChange(ids: number[]): void;
  /** Hears true while the cities load, then false. */
  onLoadingChange?(loading: boolean): void;
}

/** Rows the tree shows at once before it scrolls. */
const TREE_VISIBLE_ROWS = 10;

/** The service-area selector. */
export function ServiceAreaSelector({ api, value, onChange, onLoadingChange }: ServiceAreaSelectorProps) {
  const t = useOrgTranslate();
  const baseT = useTranslate();
  const adopt = useAdoptedStyles(serviceAreaCss);
  const sharedToast = useContext(ToastContext);
  const own = useToasts();
  const showToast = sharedToast ?? own.show;
  const id = useId();
  const [cities, setCities] = useState<City[] | undefined>(undefined);
  const [query, setQuery] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [activeOption, setActiveOption] = useState(-1);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [activeRowKey, setActiveRowKey] = useState<string | undefined>(undefined);
  const latest = useRef({ onLoadingChange, showToast, t });
  latest.current = { onLoadingChange, showToast, t };

  // Asked once per mount (and once per API client: cities-api.ts shares the answer).
  useEffect(() => {
    let isCurrent = true;
    latest.current.onLoadingChange?.(true);
    loadCities(api).then(
      (list) => {
        if (!isCurrent) return;
        setCities(list);
        latest.current.onLoadingChange?.(false);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        const message = error instanceof Error ? error.message : String(error);
        latest.current.showToast('error', latest.current.t('serviceArea.loadFailed', { message }));
        setCities([]);
        latest.current.onLoadingChange?.(false);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api]);

  const tree = useMemo(() => groupCities(cities ?? []), [cities]);
  const groups = useMemo(() => groupIdsByKey(tree), [tree]);
  const selected = useMemo(() => new Set(value), [value]);
  const isSearching = query.trim() !== '';
  const shownTree = useMemo(() => filterTree(tree, query), [tree, query]);
  const rows = useMemo(() => visibleRows(shownTree, expanded, isSearching), [shownTree, expanded, isSearching]);
  const matches = useMemo(() => matchingCities(cities ?? [], query), [cities, query]);
  const summary = useMemo(() => summarizeSelection(tree, value), [tree, value]);
  const activeRow = rows.findIndex((row) => row.key === activeRowKey);

  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const rowId = (index: number) => `${id}-row-${index}`;

  const chooseOption = (index: number) => {
    const city = matches[index];
    if (city) onChange(toggleCity(value, city.city_id));
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        setOpen(true);
        setActiveOption(event.key === 'ArrowDown' ? 0 : matches.length - 1);
        return;
      }
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveOption((index) => (index < 0 ? (step > 0 ? 0 : matches.length - 1) : (index + step + matches.length) % matches.length));
    } else if (event.key === 'Enter') {
      // Never submits the form around the selector.
      event.preventDefault();
      if (isOpen && activeOption >= 0) chooseOption(activeOption);
      else setOpen(true);
    } else if (event.key === 'Escape' && isOpen) {
      // Closes the dropdown only, not a dialog the selector sits in.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActiveOption(-1);
    } else if (event.key === 'Home' && isOpen && matches.length > 0) {
      event.preventDefault();
      setActiveOption(0);
    } else if (event.key === 'End' && isOpen && matches.length > 0) {
      event.preventDefault();
      setActiveOption(matches.length - 1);
    }
  };

  const toggleRow = (row: TreeRow) => {
    if (row.kind === 'city') onChange(toggleCity(value, row.city.city_id));
    else onChange(toggleGroup(value, rowCityIds(row, groups)));
  };
  const setRowExpanded = (key: string, isExpanded: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (isExpanded) next.add(key);
      else next.delete(key);
      return next;
    });

  const onTreeKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (rows.length === 0) return;
    const index = activeRow < 0 ? 0 : activeRow;
    const row = rows[index]!;
    const moveTo = (next: number) => setActiveRowKey(rows[Math.max(0, Math.min(rows.length - 1, next))]!.key);
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeRow < 0 ? 0 : index + 1);
        break;
      case 'ArrowUp':
        moveTo(index - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row.kind !== 'city' && !row.isExpanded && !isSearching) setRowExpanded(row.key, true);
        else if (row.kind !== 'city') moveTo(index + 1);
        break;
      case 'ArrowLeft':
        if (row.kind !== 'city' && row.isExpanded && !isSearching) setRowExpanded(row.key, false);
        else if (row.kind !== 'state') setActiveRowKey(row.parentKey);
        break;
      case ' ':
      case 'Enter':
        toggleRow(row);
        setActiveRowKey(row.key);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const isLoading = cities === undefined;
  const showList = isOpen && !isLoading;

  return (
    <div className="service-area" ref={adopt}>
      <div className="service-area__search">
        <label className="service-area__label" htmlFor={`${id}-search`}>
          {t('serviceArea.search')}
        </label>
        <input
          id={`${id}-search`}
          className="service-area__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('serviceArea.searchPlaceholder')}
          value={query}
          disabled={isLoading}
          aria-expanded={showList}
          aria-controls={showList && matches.length > 0 ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={showList && activeOption >= 0 && activeOption < matches.length ? optionId(activeOption) : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            // Typing opens the dropdown; clearing the box closes it (ArrowDown or a click lists every city).
            setOpen(event.target.value.trim() !== '');
            setActiveOption(-1);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActiveOption(-1);
          }}
          onKeyDown={onSearchKey}
        />
        {showList &&
          (matches.length > 0 ? (
            <VirtualList
              id={listId}
              className="service-area__options"
              role="listbox"
              aria-label={t('serviceArea.options')}
              aria-multiselectable="true"
              tabIndex={-1}
              count={matches.length}
              activeIndex={activeOption}
              renderRow={(index, style) => {
                const city = matches[index]!;
                const isChosen = selected.has(city.city_id);
                return (
                  <div
                    key={city.city_id}
                    id={optionId(index)}
                    data-index={index}
                    role="option"
                    aria-selected={isChosen}
                    aria-setsize={matches.length}
                    aria-posinset={index + 1}
                    className={`service-area__option${index === activeOption ? ' service-area__option--active' : ''}`}
                    style={style}
                    // Keeps focus in the search box, so the dropdown stays open for the next pick.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => {
                      setActiveOption(index);
                      chooseOption(index);
                    }}
                  >
                    <span className="service-area__check" data-state={isChosen ? 'checked' : 'unchecked'} aria-hidden="true" />
                    <span className="service-area__name">{city.name}</span>
                    <span className="service-area__where">{t('serviceArea.countyState', { county: city.county, state: city.state })}</span>
                  </div>
                );
              }}
            />
          ) : (
            <p className="service-area__empty service-area__empty--dropdown" role="status">
              {t('serviceArea.noOptions')}
            </p>
          ))}
      </div>

      <div className="service-area__summary">
        <p className="service-area__total" aria-live="polite">
          {t(summary.total === 1 ? 'serviceArea.selected.one' : 'serviceArea.selected.other', { count: summary.total })}
        </p>
        <button type="button" className="link-button service-area__clear" disabled={summary.total === 0} onClick={() => onChange([])}>
          {t('serviceArea.clearAll')}
        </button>
        {summary.groups.length > 0 && (
          <ul className="service-area__chosen" aria-label={t('serviceArea.chosen')}>
            {summary.groups.map((group) => {
              const label =
                group.kind === 'county'
                  ? t('serviceArea.wholeCounty', { county: group.county, state: group.state, count: group.ids.length })
                  : t('serviceArea.someCities', { cities: group.cities.map((city) => city.name).join(', '), county: group.county, state: group.state });
              return (
                <li key={group.key} className="service-area__chip">
                  <span>{label}</span>
                  <button
                    type="button"
                    className="service-area__remove"
                    aria-label={t('serviceArea.remove', { name: label })}
                    onClick={() => {
                      const removed = new Set(group.ids);
                      onChange(value.filter((cityId) => !removed.has(cityId)));
                    }}
                  >
                    ×
                  </button>
                </li>
              );
            })}
            {summary.unknown > 0 && <li className="service-area__chip">{t('serviceArea.unknown', { count: summary.unknown })}</li>}
          </ul>
        )}
      </div>

      {isLoading ? (
        <p className="service-area__status" role="status">
          {t('serviceArea.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="service-area__empty" role="status">
          {t('serviceArea.noResults')}
        </p>
      ) : (
        <VirtualList
          className="service-area__tree"
          role="tree"
          aria-label={t('serviceArea.tree')}
          aria-multiselectable="true"
          tabIndex={0}
          aria-activedescendant={activeRow >= 0 ? rowId(activeRow) : undefined}
          count={rows.length}
          activeIndex={activeRow >= 0 ? activeRow : undefined}
          maxVisible={TREE_VISIBLE_ROWS}
          maxHeight={TREE_VISIBLE_ROWS * 40}
          onKeyDown={onTreeKey}
          onFocus={() => {
            if (activeRow < 0 && rows[0]) setActiveRowKey(rows[0].key);
          }}
          renderRow={(index, style) => {
            const row = rows[index]!;
            const ids = rowCityIds(row, groups);
            const state: CheckState = checkState(ids, selected);
            const count = groupCount(ids, selected);
            const label = row.kind === 'city' ? row.city.name : row.kind === 'state' ? row.node.state : row.node.county;
            return (
              <div
                key={row.key}
                id={rowId(index)}
                data-index={index}
                role="treeitem"
                aria-level={row.level}
                aria-setsize={row.setSize}
                aria-posinset={row.posInSet}
                aria-expanded={row.kind === 'city' ? undefined : row.isExpanded}
                aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
                className={`service-area__row service-area__row--${row.kind}${index === activeRow ? ' service-area__row--active' : ''}`}
                style={style}
                onClick={() => {
                  setActiveRowKey(row.key);
                  toggleRow(row);
                }}
              >
                {row.kind === 'city' ? (
                  <span className="service-area__twisty" aria-hidden="true" />
                ) : (
                  <span
                    className="service-area__twisty"
                    data-open={row.isExpanded || undefined}
                    aria-hidden="true"
                    onClick={(event) => {
                      event.stopPropagation();
                      setActiveRowKey(row.key);
                      if (!isSearching) setRowExpanded(row.key, !row.isExpanded);
                    }}
                  />
                )}
                <span className="service-area__check" data-state={state} aria-hidden="true" />
                <span className="service-area__name">{label}</span>
                {row.kind !== 'city' && (
                  <span className="service-area__count">{t('serviceArea.count', { selected: count.selected, total: count.total })}</span>
                )}
              </div>
            );
          }}
        />
      )}
      {!sharedToast && <Toasts toasts={own.toasts} dismiss={own.dismiss} t={baseT} />}
    </div>
  );
}
