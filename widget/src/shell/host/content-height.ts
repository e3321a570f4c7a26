// Reports the height of the widget's content as it changes, for hosts that size a frame to it.
// Resizes are caught by a ResizeObserver; content that overflows without resizing anything
// (the suggestion list is absolutely positioned) by a MutationObserver on the shadow root.

/**
 * Calls `onHeight` with `measure()` (rounded up to whole CSS pixels) after `observed` resizes or
 * anything under `root` changes, once per animation frame and only when the value changed.
 * Returns the stop function.
 */
export function watchContentHeight(
  observed: readonly Element[],
  root: ShadowRoot,
  measure: () => number,
  onHeight: (heightPx: number) => void,
): () => void {
  let last = -1;
  let frame = 0;
  const update = () => {
    frame = 0;
    const height = Math.ceil(measure());
    if (height !== last && Number.isFinite(height)) {
      last = height;
      onHeight(height);
    }
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(update);
  };
  const resizes = new ResizeObserver(schedule);
  for (const element of observed) resizes.observe(element);
  const mutations = new MutationObserver(schedule);
  mutations.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'class'] });
  schedule();
  return () => {
    resizes.disconnect();
    mutations.disconnect();
    if (frame) cancelAnimationFrame(frame);
  };
}
