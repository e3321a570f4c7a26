// The widget's styling API for host pages: CSS shadow parts (`lotline-widget::part(button-primary)`).
// Part names are a public contract, so they live in this one table, next to the internal class
// each one follows; a host styles a part without depending on our class names.

/** Part name → the selector of the elements that carry it inside the shadow root. */
export const PARTS = {
  /** The widget's outer surface: background, padding, corner radius. */
  root: '.lotline',
  /** The bar above a property: its address and the way back. */
  header: '.property__header',
  /** Screen titles: the landing question and the property's address. */
  title: '.landing__title, .property__title',
  /** The address search field. */
  'search-input': '.search__input',
  /** The list of address suggestions. */
  suggestions: '.search__list',
  /** Every button. */
  button: '.button',
  /** The main call to action (also carries `button`). */
  'button-primary': '.button--primary',
  /** The frame around the lot map. */
  map: '.map',
  /** A notification. */
  toast: '.toast',
} as const;

/** A public part name. */
export type PartName = keyof typeof PARTS;

const entries = Object.entries(PARTS) as [PartName, string][];

/** Adds to every element under `root` the part names whose selectors it matches (part names already there stay). */
export function applyParts(root: ParentNode): void {
  for (const [name, selector] of entries) {
    for (const element of root.querySelectorAll(selector)) {
      if (!element.part.contains(name)) element.part.add(name);
    }
  }
}

/** Applies the parts now and after every change of elements or classes under `root`; returns the stop function. */
export function keepParts(root: ShadowRoot): () => void {
  applyParts(root);
  const observer = new MutationObserver(() => applyParts(root));
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
