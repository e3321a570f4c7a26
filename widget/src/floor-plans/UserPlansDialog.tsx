// 'My plans': the signed-in user's own floor plans of the page's category (spec 1 sections 3 to 5;
// issue 6 item 4), each shown as NEW (its `edited` timestamp marks it as the user's), to place like
// a catalogue plan, to edit (when placed) or to delete. A broken plan (no usable sides) offers
// Delete only; choosing it says so.
import type { UserFloorPlan } from '../../../core/api';
import { formatArea } from '../i18n/format';
import { useLocale, useTranslate } from '../i18n/use-translate';
import { Modal } from '../ui/Modal';
import { isBrokenPlan, isNewPlan } from './user-plan';

interface Props {
  plans: readonly UserFloorPlan[];
  /** Uuids of plans with a unit on the page. */
  placed: ReadonlySet<string>;
  /** A placement is under way. */
  busy: boolean;
  onChoose(plan: UserFloorPlan): void;
  onEdit(plan: UserFloorPlan): void;
  onDelete(plan: UserFloorPlan): void;
  onClose(): void;
}

/** The list of the user's plans in a modal. */
export function UserPlansDialog({ plans, placed, busy, onChoose, onEdit, onDelete, onClose }: Props) {
  const t = useTranslate();
  const locale = useLocale();
  return (
    <Modal title={t('floorPlans.myPlans')} onClose={onClose} className="user-plans-modal">
      {plans.length === 0 ? (
        <p className="report-note">{t('floorPlans.myPlansNone')}</p>
      ) : (
        <ul className="user-plans">
          {plans.map((plan) => {
            const broken = isBrokenPlan(plan);
            const onMap = placed.has(plan.uuid);
            return (
              <li key={plan.uuid} className="user-plan" data-plan={plan.uuid} data-broken={broken || undefined}>
                <button type="button" className="user-plan__choose" disabled={busy && !broken} onClick={() => onChoose(plan)}>
                  <span className="user-plan__name">{plan.name}</span>
                  {isNewPlan(plan) && <span className="badge badge--new">{t('floorPlans.new')}</span>}
                  {broken && <span className="badge badge--red">{t('floorPlans.broken')}</span>}
                  <span className="user-plan__facts">
                    {broken ? null : formatArea(plan.sqft, locale)}
                    {onMap && !broken ? ` · ${t('floorPlans.onMap')}` : null}
                  </span>
                </button>
                <span className="user-plan__actions">
                  {!broken && (
                    <button type="button" className="link-button" aria-label={t('floorPlans.editPlan', { name: plan.name })} onClick={() => onEdit(plan)}>
                      {t('floorPlans.edit')}
                    </button>
                  )}
                  <button type="button" className="link-button user-plan__delete" aria-label={t('floorPlans.deletePlan', { name: plan.name })} onClick={() => onDelete(plan)}>
                    {t('floorPlans.delete')}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
