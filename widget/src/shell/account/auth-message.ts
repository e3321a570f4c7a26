// The one message between the sign-in popup and the widget that opened it:
// `{ type: 'lotline:auth', version: 1, token }`, posted to the opener's exact origin. The widget
// accepts it only from the popup it opened, on the API's origin (style: never trust a message
// for its prefix alone).

/** The message's `type`. */
export const AUTH_MESSAGE_TYPE = 'lotline:auth';
/** The message's `version`; a breaking change is a new version, never a silent change. */
export const AUTH_MESSAGE_VERSION = 1;

/** What the popup posts. */
export interface AuthMessage {
  type: typeof AUTH_MESSAGE_TYPE;
  version: typeof AUTH_MESSAGE_VERSION;
  token: string;
}

/** The message carrying `token`. */
export function authMessage(token: string): AuthMessage {
  return { type: AUTH_MESSAGE_TYPE, version: AUTH_MESSAGE_VERSION, token };
}

/** The parts of a `MessageEvent` the check reads. */
export interface ReceivedMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/** What every widget token starts with (decision 027): what the popup hands an embedded widget. */
export const WIDGET_TOKEN_PREFIX = 'wgt.';

/** Whether `token` is a widget token: the account's e-mail address stays unknown to it (the API masks it). */
export function isWidgetToken(token: string | undefined): boolean {
  return token?.startsWith(WIDGET_TOKEN_PREFIX) ?? false;
}

/** Who may sign the widget in: the API's origin, from the popup this widget opened. */
export interface AuthSender {
  apiOrigin: string;
  /** The popup window this widget opened, or null when none is open. */
  popup: unknown;
  /** An embedded widget takes widget tokens only, never a session (issue 28). */
  widgetTokensOnly?: boolean;
}

/** The token of `event` when it is an auth message from `sender`, else null. */
export function acceptedAuthToken(event: ReceivedMessage, sender: AuthSender): string | null {
  if (!sender.popup || event.source !== sender.popup || event.origin !== sender.apiOrigin) return null;
  const data = event.data as Partial<AuthMessage> | null;
  if (typeof data !== 'object' || data === null) return null;
  if (data.type !== AUTH_MESSAGE_TYPE || data.version !== AUTH_MESSAGE_VERSION) return null;
  if (typeof data.token !== 'string' || data.token === '') return null;
  return !sender.widgetTokensOnly || data.token.startsWith(WIDGET_TOKEN_PREFIX) ? data.token : null;
}
