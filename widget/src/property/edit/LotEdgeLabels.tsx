// Correcting the lot lines' kinds (front, exterior side, interior side, rear): a signed-in user who
// may edit the report gets, under the setbacks, a disclosure listing each lot line with its length,
// why it has its kind, and a choice of the four kinds. Saving sends every label the user gives the
// lot (`PATCH /api/properties/:id` with `lot_edges: [{ index, kind }]`, which replaces the stored
// list), 'Reset lot lines' sends `lot_edges: ''`; then the report is fetched again, and the map and
// the setback areas follow. Keys as in the other edits: Enter on a choice saves, Escape drops the
// unsaved choices. A refusal is a toast and keeps the choices.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { PropertyUpdate } from '../../../../core/api';
import { EdgeKind, LABEL_EDGE_KINDS } from '../../../../core/setback';
import { formatFeetInches } from '../../i18n/format';
import type { MessageKey } from '../../i18n/messages';
import { useLocale, useTranslate } from '../../i18n/use-translate';
import { EdgeSwatch } from '../../ui/EdgeSwatch';
import { edgeKindKey, edgeKindOfAnswer, edgeReasonKey, withEdgeLabels, type LabelEdgeKind } from '../../ui/lot-edge-labels';
import type { ReportContextValue } from '../../shell/report-context';
import { useEditing } from './use-editing';
import { updateProperty } from '../../../../core/api';
import { send } from '../../api/client';

/** The lot lines' kinds with their choices, for a viewer who may edit the report; nothing otherwise. */
export function LotEdgeLabels() {
  const report = useEditing();
  if (!report || report.property.lot_edges.length === 0) return null;
  return <LotEdgeForm report={report} />;
}

const isLabelKind = (value: string): value is LabelEdgeKind => (LABEL_EDGE_KINDS as readonly string[]).includes(value);

function LotEdgeForm({ report }: { report: ReportContextValue }) {
  const t = useTranslate();
  const locale = useLocale();
  const baseId = useId();
  const { property, api, notify, onPropertyChanged } = report;
  const edges = property.lot_edges;
  const stored = property.user_overrides?.lot_edges ?? [];
  const hasLabels = stored.length > 0 || edges.some((edge) => edge.reason === 'user');
  const [drafts, setDrafts] = useState<ReadonlyMap<number, LabelEdgeKind>>(new Map());
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState('');
  const saveButton = useRef<HTMLButtonElement>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  // Choices belong to the lot lines they were made for: new lot lines (a save, an edited lot) start clean.
  useEffect(() => setDrafts(new Map()), [edges]);

  const choose = (index: number, value: string) => {
    if (saving || !isLabelKind(value)) return;
    setStatus('');
    setDrafts((current) => {
      const next = new Map(current);
      // Choosing the kind the lot line already has is no change.
      if (value === edgeKindOfAnswer(edges[index]?.kind ?? '')) next.delete(index);
      else next.set(index, value);
      return next;
    });
  };

  /** Sends `update`, then fetches the report again; a refusal keeps the choices. */
  const sendEdges = async (update: PropertyUpdate, done: MessageKey) => {
    if (saving) return;
    setSaving(true);
    setStatus('');
    try {
      await send(api, updateProperty, { params: { id: property.attributes.property_id }, body: update });
    } catch {
      if (!live.current) return;
      setSaving(false);
      notify('error', t('edit.failed'));
      return;
    }
    try {
      await onPropertyChanged();
    } catch {
      notify('error', t('edit.refreshFailed'));
    }
    if (!live.current) return;
    setSaving(false);
    setStatus(t(done));
    // The reset button goes away with the labels; focus stays in the form.
    saveButton.current?.focus();
  };

  const save = () => {
    if (saving) return;
    if (drafts.size === 0) return setStatus(t('lotEdges.nothingToSave'));
    void sendEdges({ lot_edges: withEdgeLabels(stored, drafts, edges.length) }, 'lotEdges.saved');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && drafts.size > 0 && !saving) {
      event.preventDefault();
      event.stopPropagation();
      setDrafts(new Map());
    } else if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
      // A select does not submit its form on Enter by itself.
      event.preventDefault();
      save();
    }
  };

  return (
    <details className="lot-edges">
      <summary className="lot-edges__summary">{t('lotEdges.title')}</summary>
      <form className="lot-edges__form" onSubmit={onSubmit} onKeyDown={onKeyDown} aria-busy={saving} noValidate>
        <p className="report-note">{t('lotEdges.hint')}</p>
        <fieldset className="lot-edges__fieldset">
          <legend className="lot-edges__legend">{t('lotEdges.kinds')}</legend>
          <ol className="lot-edges__list">
            {edges.map((edge, index) => {
              const current = edgeKindOfAnswer(edge.kind);
              const draft = drafts.get(index);
              const value = draft ?? (current === EdgeKind.Unknown ? '' : current);
              const selectId = `${baseId}-edge-${index}`;
              const reasonId = `${baseId}-reason-${index}`;
              const reasonKey = edgeReasonKey(edge.reason);
              return (
                <li key={index} className="lot-edges__row" data-edge={index}>
                  <EdgeSwatch kind={draft ?? current} />
                  <label htmlFor={selectId} className="lot-edges__name">
                    {t('lotEdge.name', { number: index + 1, length: formatFeetInches(edge.length_ft, locale) })}
                  </label>
                  <select
                    id={selectId}
                    className="edit-form__select lot-edges__select"
                    value={value}
                    aria-describedby={reasonKey ? reasonId : undefined}
                    onChange={(event) => choose(index, event.target.value)}
                  >
                    {value === '' && (
                      <option value="" disabled>
                        {t('lotEdges.choose')}
                      </option>
                    )}
                    {LABEL_EDGE_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(edgeKindKey(kind))}
                      </option>
                    ))}
                  </select>
                  {reasonKey && (
                    <span id={reasonId} className={edge.reason === 'user' ? 'edit-mark lot-edges__reason--user' : 'lot-edges__reason'}>
                      {t(reasonKey)}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </fieldset>
        <div className="lot-edges__actions">
          <button ref={saveButton} type="submit" className="button button--primary lot-edges__button" aria-disabled={saving || drafts.size === 0 || undefined}>
            {t('lotEdges.save')}
          </button>
          {hasLabels && (
            <button type="button" className="button lot-edges__button" aria-disabled={saving || undefined} onClick={() => void sendEdges({ lot_edges: '' }, 'lotEdges.resetDone')}>
              {t('lotEdges.reset')}
            </button>
          )}
          {saving && <span className="edit-spinner" aria-hidden="true" />}
        </div>
        <p className="lot-edges__status" role="status">
          {status}
        </p>
      </form>
    </details>
  );
}
