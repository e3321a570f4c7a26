// The playground's category picker (spec 1 section 2): one card per plan category, three to a row,
// each with its drawing; the chosen one is pressed.
import { PLAN_CATEGORIES, type PlanCategory } from '../../../core/floor-plans';
import { CategoryArt } from './CategoryArt';
import { categoryLabel } from './playground-messages';
import { usePlaygroundTranslate } from './use-playground-translate';

interface Props {
  chosen: PlanCategory | undefined;
  onChoose(category: PlanCategory): void;
  /** The id of the heading that names the grid. */
  labelledBy: string;
}

/** The category cards. */
export function CategoryGrid({ chosen, onChoose, labelledBy }: Props) {
  const t = usePlaygroundTranslate();
  return (
    <ul className="pg-categories" aria-labelledby={labelledBy}>
      {PLAN_CATEGORIES.map((category) => (
        <li key={category}>
          <button type="button" className="pg-card" data-category={category} aria-pressed={category === chosen} onClick={() => onChoose(category)}>
            <CategoryArt category={category} />
            <span className="pg-card__label">{categoryLabel(t, category)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
