import type { AuthTokens, SignupConfirmRequest } from '@chairside/contracts';
import { signupRepository, type Db } from '@chairside/db';
import { accountMessages } from '@chairside/domain';
import type { RequestContext } from '../../access/request-context';
import { ApiError } from '../../http/api-error';
import { clientOf, requireClientScope } from '../auth/auth.service';
import type { CustomerSignIn } from '../auth/customer-sign-in';
import { tokenDigest } from '../auth/opaque-token';

/**
 * POST /auth/signup/confirm: the link mailed at registration confirms the email and signs the new customer in, once.
 * An unknown, used (or replaced) or expired link is 400 InvalidConfirmationToken with the reason.
 */
export function signupConfirmationService(db: Db, { signIn }: { signIn: CustomerSignIn }) {
  const signups = signupRepository(db);
  return {
    async confirm(context: RequestContext, request: SignupConfirmRequest): Promise<AuthTokens> {
      const client = clientOf(context);
      // Only a client that may sign customers in with a password gets their tokens this way.
      requireClientScope(client, 'manage_my_profile', 'password');
      const used = await signups.confirm(tokenDigest(request.token), context.now);
      if (!used.ok)
        throw new ApiError(400, 'InvalidConfirmationToken', accountMessages.signupLinkProblem[used.reason], {
          reason: used.reason,
        });
      context.log.info({ customerId: used.customerId }, 'registration confirmed');
      return signIn(context, client, used.customerId, request);
    },
  };
}

export type SignupConfirmationService = ReturnType<typeof signupConfirmationService>;
