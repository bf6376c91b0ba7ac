import type { AuthTokens } from '@chairside/contracts';
import type { Db } from '@chairside/db';
import type { ApiClient, OfficeLoader, RequestContext } from '../../access/request-context';
import { mergeAnonymousCart } from '../carts/merge';
import type { SessionService, SessionTokens } from './sessions';

interface Dependencies {
  sessions: SessionService;
  loadOffices: OfficeLoader;
  /** The anonymous session an access token of this client names; undefined for any other or an invalid token. */
  anonymousSessionOf: (token: string | undefined, clientId: string) => Promise<string | undefined>;
}

/** What the caller hands over of the visitor's anonymous session (POST /auth/user, POST /auth/signup/confirm). */
export interface CartHandover {
  cart_id?: string | undefined;
  anonymous_token?: string | undefined;
}

export const authTokens = ({ access_token, refresh_token, expires_in }: SessionTokens): AuthTokens => ({
  access_token,
  refresh_token,
  expires_in,
});

/**
 * The last step of every sign-in, once the customer is known (a password, a confirmation link): the anonymous session's
 * cart joins the customer's (spec §4), only when the caller proves the session with its token, and a session starts.
 * A cart that cannot be merged never fails the sign-in.
 */
export function customerSignIn(db: Db, { sessions, loadOffices, anonymousSessionOf }: Dependencies) {
  return async (
    context: RequestContext,
    client: ApiClient,
    customerId: string,
    handover: CartHandover,
  ): Promise<AuthTokens> => {
    const anonymousId = await anonymousSessionOf(handover.anonymous_token, client.clientId);
    if (handover.cart_id !== undefined && anonymousId !== undefined) {
      await mergeAnonymousCart(db, { anonymousCartId: handover.cart_id, anonymousId, customerId }, loadOffices).catch(
        (error: unknown) => context.log.info({ err: error, customerId }, 'anonymous cart merge failed'),
      );
    }
    return authTokens(await sessions.startCustomer(client.clientId, [...client.scopes], customerId));
  };
}

export type CustomerSignIn = ReturnType<typeof customerSignIn>;
