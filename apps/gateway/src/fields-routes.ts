import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { fieldsPaths, type RefusedCardEntry, type TokenizedCard } from './fields-protocol';
import { fieldsPage, fieldsPageHeaders } from './fields-page';
import { invalidRequest, readJson, sendJson } from './http';
import type { SandboxVault } from './vault';

const assets: Record<string, { file: string; type: string }> = {
  [fieldsPaths.script]: { file: 'card-fields.js', type: 'text/javascript; charset=utf-8' },
  [fieldsPaths.styles]: { file: 'card-fields.css', type: 'text/css; charset=utf-8' },
};

/** The card as typed into the fields (the spec §5 rules allow spaces, dashes, full-width digits). */
const cardEntryRequestSchema = z.strictObject({
  number: z.string().max(40),
  expiry: z.string().max(20),
  cvc: z.string().max(8),
});

export const isFieldsPath = (path: string) => path === fieldsPaths.page || path.startsWith(`${fieldsPaths.page}/`);

export interface FieldsOptions {
  /** The store origins that may embed the fields; tokens go to no other window. */
  allowedOrigins: readonly string[];
  /** The bundled script and styles (dist/fields); without them the page shows bare inputs. */
  assetsDir: string | undefined;
  vault: SandboxVault;
  /** Saves the state before a new token is handed out. */
  persist: () => Promise<void>;
}

/**
 * The browser side: the card fields page for the store's iframe, its assets, and the tokenization its script calls
 * (same origin; answered without CORS headers, so no other site's script can read a token).
 */
export function fieldsRoutes({ allowedOrigins, assetsDir, vault, persist }: FieldsOptions) {
  return async function answer(request: IncomingMessage, response: ServerResponse, url: URL, now: Date) {
    const asset = assets[url.pathname];
    if (request.method === 'GET' && url.pathname === fieldsPaths.page) {
      const origin = url.searchParams.get('origin') ?? '';
      if (!allowedOrigins.includes(origin))
        return response
          .writeHead(403, { 'content-type': 'text/plain; charset=utf-8' })
          .end('The card fields may only be shown by the store they are set up for.');
      return response.writeHead(200, fieldsPageHeaders(origin)).end(fieldsPage);
    }
    if (request.method === 'GET' && asset && assetsDir) {
      const body = await readFile(path.join(assetsDir, asset.file));
      return response.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-cache' }).end(body);
    }
    if (request.method === 'POST' && url.pathname === fieldsPaths.tokens) {
      const entry = cardEntryRequestSchema.safeParse(await readJson(request));
      if (!entry.success) throw invalidRequest(400, 'parameter_invalid', 'Expected number, expiry and cvc.');
      const result = vault.tokenize(entry.data, now);
      if (result.status === 'invalid')
        return sendJson(response, 400, { errors: result.errors } satisfies RefusedCardEntry);
      await persist();
      return sendJson(response, 201, { token: result.token, card: result.card } satisfies TokenizedCard);
    }
    sendJson(response, 404, { error: { type: 'invalid_request', code: 'route_missing', message: 'Not found.' } });
  };
}
