import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { demoPassword } from '@chairside/db';

/** The official commercetools SDK (platform-sdk on ts-client) as a black-box client of the API under test. */
const credentials = { clientId: 'storefront', clientSecret: 'storefront-demo-secret' };
const projectKey = 'aces';

/** Signed in as a customer (password grant). */
export function customerSdkFor(host: string, username: string, password = demoPassword) {
  const client = new ClientBuilder()
    .withPasswordFlow({
      host,
      projectKey,
      credentials: { ...credentials, user: { username, password } },
      httpClient: fetch,
    })
    .withHttpMiddleware({ host, httpClient: fetch })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey });
}

/** An anonymous session (anonymous grant). */
export function anonymousSdkFor(host: string) {
  const client = new ClientBuilder()
    .withAnonymousSessionFlow({ host, projectKey, credentials, httpClient: fetch })
    .withHttpMiddleware({ host, httpClient: fetch })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey });
}

export interface SdkRejection {
  statusCode: number;
  body: { message: string; errors: { code: string; currentVersion?: number }[] };
}

/** What the SDK rejects with on a non-2xx answer (reference §6); fails when the call succeeds. */
export async function sdkRejection(promise: Promise<unknown>): Promise<SdkRejection> {
  try {
    await promise;
  } catch (error) {
    return error as SdkRejection;
  }
  throw new Error('expected the SDK call to fail');
}
