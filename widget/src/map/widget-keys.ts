// Which key presses in the widget the map may take although the focus is elsewhere in it (the side
// panel, a control over the map): the arrow keys and R that move and turn the selected unit, and
// Escape that ends a map tool. Never while the person types in a field, and never inside a modal
// dialog or a widget that uses those keys itself (it prevents their default then).

/** Fields and widgets whose keys are their own. */
const OWN_KEYS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="combobox"], [role="searchbox"], [role="spinbutton"], [role="slider"], [role="listbox"], [role="menu"], [role="grid"], [role="tree"], [role="tablist"], [role="radiogroup"]';

/** The element the key press was aimed at, across shadow roots. */
function targetOf(event: Event): Element | null {
  const first = event.composedPath()[0];
  return first instanceof Element ? first : null;
}

/** Whether `event`, a key press that reached the widget's root, is the map's to take. */
export function isKeyForMap(event: KeyboardEvent, widget: Element): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  if (!event.composedPath().includes(widget)) return false;
  const target = targetOf(event);
  if (!target) return true;
  return !target.closest(OWN_KEYS) && !target.closest('dialog[open], [aria-modal="true"]');
}

/** Where key presses of the widget around `container` can be heard, and the widget's own element. */
export function widgetKeysOf(container: HTMLElement): { root: Document | ShadowRoot; widget: Element } {
  const root = container.getRootNode();
  return { root: root instanceof ShadowRoot ? root : container.ownerDocument, widget: container.closest('.lotline') ?? container };
}
