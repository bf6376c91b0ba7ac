/**
 * The payment gateway's hosted card fields (an iframe from the gateway's own origin) and the page embedding them talk
 * by postMessage, each to the other's exact origin. Every message names this protocol, so whatever else a window
 * receives (other frames, browser extensions) is ignored. The fields' side is here, free of the schema library, so
 * the fields' script stays small; the page's side (the events it reads) is in card-fields.ts.
 */
export const cardFieldsProtocol = 'chairside-card-fields/1';

/** The fields' page on the gateway's origin; the page embedding it adds `?origin=` its own origin. */
export const cardFieldsPath = '/fields';

/** From the page to the fields: make a token of the card typed in, or take the focus (the first field in error). */
export type CardFieldsCommand =
  | { protocol: typeof cardFieldsProtocol; type: 'tokenize'; requestId: string }
  | { protocol: typeof cardFieldsProtocol; type: 'focus' };

export function isCardFieldsCommand(data: unknown): data is CardFieldsCommand {
  if (typeof data !== 'object' || data === null) return false;
  const { protocol, type, requestId } = data as Record<string, unknown>;
  if (protocol !== cardFieldsProtocol) return false;
  return type === 'focus' || (type === 'tokenize' && typeof requestId === 'string' && requestId.length <= 64);
}
