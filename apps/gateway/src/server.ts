import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoutes, isApiPath } from './api-routes';
import { fieldsRoutes, isFieldsPath } from './fields-routes';
import { HttpError, sendJson } from './http';
import { idempotentReplies } from './replies';
import { stateFile } from './state-file';
import { sandboxVault } from './vault';

export interface SandboxGatewayOptions {
  host?: string;
  /** 0 (the default) takes a free port. */
  port?: number;
  /** The bearer token of the server-to-server API. */
  secretKey: string;
  /** The store origins that may embed the card fields (and so receive tokens). */
  allowedOrigins: readonly string[];
  /** Where the state is kept across restarts; in memory only without it. */
  stateFile?: string;
  /** The bundled card fields script and styles (dist/fields). */
  assetsDir?: string;
}

/**
 * The sandbox payment gateway on its own origin: the hosted card fields for the browser (`/fields…`), the
 * server-to-server API for the store's API (`/v1/…`) and `/health`.
 */
export async function startSandboxGateway(options: SandboxGatewayOptions) {
  const file = options.stateFile ? stateFile(options.stateFile) : undefined;
  const saved = await file?.load();
  const vault = sandboxVault(saved?.vault);
  const replies = idempotentReplies(saved?.replies);
  async function persist() {
    const now = new Date();
    vault.prune(now);
    replies.prune(now.getTime());
    await file?.save({ vault: vault.snapshot(), replies: replies.snapshot() });
  }
  const api = apiRoutes(options.secretKey, vault, replies);
  const fields = fieldsRoutes({ allowedOrigins: options.allowedOrigins, assetsDir: options.assetsDir, vault, persist });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://gateway.invalid');
    const now = new Date();
    if (url.pathname === '/health') return sendJson(response, 200, { status: 'ok' });
    if (isFieldsPath(url.pathname)) return fields(request, response, url, now);
    if (!isApiPath(url.pathname))
      return sendJson(response, 404, {
        error: { type: 'invalid_request', code: 'route_missing', message: 'Not found.' },
      });
    const reply = await api(request, url.pathname, now);
    // A timeout test card: no answer at all, until the caller gives up and closes the connection.
    if (reply === 'hang') return;
    await persist();
    sendJson(response, reply.status, reply.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof HttpError) return sendJson(response, error.status, error.body);
      console.error('sandbox gateway: request failed', error);
      if (!response.headersSent)
        sendJson(response, 500, { error: { type: 'api_error', code: 'internal', message: 'Internal error.' } });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hanging answers (timeout cards) would keep it open for ever.
        server.closeAllConnections();
      }),
  };
}

export type SandboxGateway = Awaited<ReturnType<typeof startSandboxGateway>>;
