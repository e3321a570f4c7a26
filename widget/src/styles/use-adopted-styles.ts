// A lazily loaded screen's own style sheet: adopted into the shadow root (or document) its first
// element is rendered in, so its CSS travels in its chunk instead of the first screen's bundle.
import { useCallback } from 'react';
import { adoptStyles } from './adopt';

/** A ref callback that adopts `cssText` into the root of the element it is given. */
export function useAdoptedStyles(cssText: string): (element: Element | null) => void {
  return useCallback(
    (element: Element | null) => {
      const root = element?.getRootNode();
      if (root instanceof ShadowRoot || root instanceof Document) adoptStyles(root, cssText);
    },
    [cssText],
  );
}
