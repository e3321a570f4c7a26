// The edit lock of a layout: while the playground's analysis runs, edits of units, plans and
// buildings are refused, each with the lock's message as a warning (LayoutValue.setEditLock).
// Pure, so it is held without React; LayoutProvider keeps one for its layout.

/** A lock that refuses edits while it holds a message. */
export interface EditLock {
  /** Locks edits with `message`; null unlocks them. */
  set(message: string | null): void;
  /** Whether edits are refused now; a refusal warns with the message. */
  isRefused(): boolean;
  /** `run`, which answers `refusal` instead (after the warning) while edits are refused. */
  guard<A extends unknown[], R>(run: (...args: A) => R, refusal: R): (...args: A) => R;
}

/** An unlocked edit lock that warns through `warn`. */
export function createEditLock(warn: (message: string) => void): EditLock {
  let message: string | null = null;
  const isRefused = (): boolean => {
    if (message !== null) warn(message);
    return message !== null;
  };
  return {
    set(next) {
      message = next;
    },
    isRefused,
    guard:
      (run, refusal) =>
      (...args) =>
        isRefused() ? refusal : run(...args),
  };
}
