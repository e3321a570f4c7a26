// The account pages' calls (sign-in, sign-up, password reset and the widget token of an embed,
// decision 027), sent through the widget's client by their descriptors (decision 040). Only the
// console entry loads them (decision 041): the embed signs people in through the sign-in popup.
import { confirmPasswordReset, issueWidgetToken, requestPasswordReset, signIn, signUp, type AnswerOf, type WidgetTokenRequest } from '../../../../core/api';
import { send, type ApiClient } from '../../api/client';
import type { SignInRequest, SignUpRequest } from '../../shell/account/account-types';

/** The account pages' operations. */
export interface AccountApi {
  /** Creates an account and signs it in. */
  signUp(request: SignUpRequest): Promise<AnswerOf<typeof signUp>>;
  /** Signs in with an email and a password. */
  signIn(request: SignInRequest): Promise<AnswerOf<typeof signIn>>;
  /** A widget token for an organization's embed on `origin`, made with the full session `sessionToken` (decision 027). */
  widgetToken(sessionToken: string, request: WidgetTokenRequest): Promise<AnswerOf<typeof issueWidgetToken>>;
  /** Asks for a password-reset email (answered the same whether the account exists or not). */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with the token of a reset email, and signs in. */
  confirmPasswordReset(token: string, password: string): Promise<AnswerOf<typeof confirmPasswordReset>>;
}

/** The account pages' operations over `client`. */
export function createAccountApi(client: ApiClient): AccountApi {
  return {
    signUp: (request) => send(client, signUp, { query: {}, body: request }),
    signIn: (request) => send(client, signIn, { query: {}, body: request }),
    widgetToken: (sessionToken, request) => send(client, issueWidgetToken, { body: request }, { bearer: sessionToken }),
    async requestPasswordReset(email) {
      await send(client, requestPasswordReset, { body: { email } });
    },
    confirmPasswordReset: (resetToken, password) => send(client, confirmPasswordReset, { body: { token: resetToken, password } }),
  };
}
