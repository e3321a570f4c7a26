// Focus helpers that work inside a shadow root, where document.activeElement is only the host.

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The focused element in the root (shadow root or document) that holds `node`. */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as ShadowRoot | Document;
  return root.activeElement ?? null;
}

/** The elements inside `container` that Tab reaches, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden], [inert]') && element.getClientRects().length > 0);
}
