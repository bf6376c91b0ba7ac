import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { ErpOrderDocument } from './order-export-document';

/** Hands an order to the distributor's ERP; throws when the ERP did not take it (the job retries). */
export interface ErpExporter {
  readonly name: string;
  export(document: ErpOrderDocument): Promise<void>;
}

export interface HttpErpExporterOptions {
  url: string;
  /** Sent as a bearer token when set. */
  token?: string | undefined;
  timeoutMs: number;
}

/**
 * POSTs the order document as JSON. The order id goes along as Idempotency-Key, so an export
 * repeated after a lost answer (or an expired claim) is recognisable to the ERP as the same order.
 */
export function httpErpExporter({ url, token, timeoutMs }: HttpErpExporterOptions): ErpExporter {
  return {
    name: 'http',
    async export(document) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': document.orderId,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(document),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`ERP answered ${response.status} for order ${document.orderNumber}`);
    },
  };
}

/**
 * The embedded default: one JSON file per order (`<orderNumber>.json`) in a directory an ERP
 * integration (or a developer) can pick up. Written to a temporary name and renamed, so a reader
 * never sees half a file.
 */
export function directoryErpExporter(directory: string): ErpExporter {
  return {
    name: 'directory',
    async export(document) {
      await mkdir(directory, { recursive: true });
      const target = path.join(directory, `${document.orderNumber}.json`);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(document, null, 2)}\n`, 'utf8');
      await rename(temporary, target);
    },
  };
}

/** ERP_EXPORT_URL set: the HTTP adapter; otherwise files under ERP_EXPORT_DIR (default <DATA_DIR>/erp-exports). */
export function erpExporterFromConfig(config: Config): ErpExporter {
  if (config.ERP_EXPORT_URL)
    return httpErpExporter({
      url: config.ERP_EXPORT_URL,
      token: config.ERP_EXPORT_TOKEN,
      timeoutMs: config.ERP_EXPORT_TIMEOUT_MS,
    });
  return directoryErpExporter(path.resolve(config.ERP_EXPORT_DIR ?? path.join(config.DATA_DIR, 'erp-exports')));
}
