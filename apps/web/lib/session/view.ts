import 'server-only';

/** What the header needs to know about the visitor. */
export interface SessionView {
  loggedIn: boolean;
  firstName: string | undefined;
  cartItemCount: number;
}

const anonymous: SessionView = { loggedIn: false, firstName: undefined, cartItemCount: 0 };

/**
 * The one place pages learn who is visiting. Until the login issue resolves the session cookie
 * (see getRequestContext().hasSessionCookie) into a customer, every visitor is anonymous.
 */
export async function getSessionView(): Promise<SessionView> {
  return anonymous;
}
