// A small drawing per plan category for the playground's category cards (spec 1 section 2: an
// animation per category). Plain SVG; the part that moves carries a `pg-m--<motion>` class, whose
// keyframes are in styles/playground.css and play while the card is pointed at, focused or chosen,
// and never for readers who ask for reduced motion.
import type { ReactNode } from 'react';
import type { PlanCategory } from '../../../core/floor-plans';

const house = (x: number, w: number, top: number): ReactNode => <path d={`M${x} 28V${top + 7}l${w / 2}-7 ${w / 2} 7V28z`} />;

const DRAWINGS: Record<PlanCategory, ReactNode> = {
  'in-home-apartment': (
    <>
      {house(12, 24, 6)}
      <rect className="pg-m pg-m--blink pg-fill" x="21" y="18" width="6" height="6" />
    </>
  ),
  'backyard-cottage': (
    <>
      {house(6, 20, 8)}
      <g className="pg-m pg-m--bob">{house(32, 11, 17)}</g>
    </>
  ),
  'single-family': (
    <>
      <path d="M28 12V7h4v8" />
      {house(10, 26, 4)}
      <circle className="pg-m pg-m--rise" cx="30" cy="4" r="2" />
    </>
  ),
  'multi-family': (
    <>
      <rect x="14" y="4" width="20" height="24" />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} className="pg-m pg-m--blink pg-fill" style={{ animationDelay: `${i * 0.3}s` }} x={18 + (i % 2) * 8} y={9 + Math.floor(i / 2) * 8} width="4" height="4" />
      ))}
    </>
  ),
  'home-additions': (
    <>
      {house(8, 22, 6)}
      <rect className="pg-m pg-m--slide pg-fill" x="30" y="18" width="10" height="10" />
    </>
  ),
  deck: (
    <>
      {[0, 1, 2, 3].map((i) => (
        <path key={i} className="pg-m pg-m--grow-x" style={{ animationDelay: `${i * 0.2}s` }} d={`M8 ${13 + i * 4}h32`} />
      ))}
      <path d="M10 27v-14M38 27v-14" />
    </>
  ),
  patio: (
    <>
      <path d="M6 28h36M12 24h24M10 28l4-4M24 28v-4M38 28l-4-4" />
      <g className="pg-m pg-m--sway">
        <path d="M24 24V9" />
        <path className="pg-fill" d="M14 11q10-8 20 0z" />
      </g>
    </>
  ),
  pool: (
    <>
      <rect x="6" y="9" width="36" height="17" rx="4" />
      <path className="pg-m pg-m--wave" d="M8 18q4-3 8 0t8 0 8 0 8 0" />
    </>
  ),
  'sport-court': (
    <>
      <rect x="5" y="12" width="38" height="16" />
      <path d="M24 12v16" />
      <circle className="pg-m pg-m--bounce pg-fill" cx="16" cy="8" r="3" />
    </>
  ),
  shed: (
    <>
      <path d="M14 28V14l10-6 10 6v14z" />
      <rect className="pg-m pg-m--swing pg-fill" x="20" y="19" width="8" height="9" />
    </>
  ),
  garage: (
    <>
      <path d="M8 28V12l16-7 16 7v16" />
      <rect x="13" y="15" width="22" height="13" />
      <rect className="pg-m pg-m--roll pg-fill" x="13" y="15" width="22" height="13" />
    </>
  ),
  'backyard-farm': (
    <>
      <path d="M6 28h36" />
      {[12, 24, 36].map((x, i) => (
        <path key={x} className="pg-m pg-m--grow-y" style={{ animationDelay: `${i * 0.25}s` }} d={`M${x} 28v-10m0 4q-4 0-5-4m5 1q4 0 5-4`} />
      ))}
    </>
  ),
};

/** The drawing of `category`; decorative, hidden from assistive technology. */
export function CategoryArt({ category }: { category: PlanCategory }) {
  return (
    <svg className="pg-art" viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">
      {DRAWINGS[category]}
    </svg>
  );
}
