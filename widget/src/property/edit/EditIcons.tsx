// The small line icons of value editing: pencil (edit), check (save), cross (cancel) and the
// circular arrow of reset-to-default. Decorative: the buttons carry the words.

const ICON = { width: '1em', height: '1em', viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const;

/** A pencil. */
export function PencilIcon() {
  return (
    <svg {...ICON}>
      <path d="M10.5 2.5l3 3-8 8H2.5v-3z" />
      <path d="M9 4l3 3" />
    </svg>
  );
}

/** A check mark. */
export function CheckIcon() {
  return (
    <svg {...ICON}>
      <path d="M2.5 8.5l3.5 3.5 7.5-8" />
    </svg>
  );
}

/** A cross. */
export function CrossIcon() {
  return (
    <svg {...ICON}>
      <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
    </svg>
  );
}

/** A counter-clockwise arrow: back to the default. */
export function ResetIcon() {
  return (
    <svg {...ICON}>
      <path d="M3 8a5 5 0 1 0 1.5-3.5" />
      <path d="M2.5 2v3h3" />
    </svg>
  );
}
