// The hosted card fields' script, bundled by esbuild (scripts/build.mjs) and served from the gateway's own origin:
// the card number and CVC stay in this frame and go only to the gateway; the page embedding it gets a token.
import { cardFieldsProtocol, isCardFieldsCommand, type CardFieldsEvent } from '@chairside/contracts';
import { cardEntryErrors } from '@chairside/domain';
import { fieldsPaths, type RefusedCardEntry, type TokenizedCard } from '../fields-protocol';
import { cardInputs } from './card-inputs';

type Event = CardFieldsEvent extends infer E ? (E extends CardFieldsEvent ? Omit<E, 'protocol'> : never) : never;

/** The store page this frame was served for: the gateway checked it against its allowed origins. */
const parentOrigin = new URLSearchParams(location.search).get('origin') ?? '';

/** Messages go to that origin only: another page framing these fields would hear nothing. */
const post = (event: Event) => window.parent.postMessage({ protocol: cardFieldsProtocol, ...event }, parentOrigin);

const inputs = cardInputs(() => post({ type: 'change' }));
inputs.onEnter(() => post({ type: 'submit' }));

/** Checks the card by the spec §5 rules, then has the gateway make a token of it. */
async function tokenize(requestId: string) {
  const entry = inputs.entry();
  const errors = cardEntryErrors(entry, new Date());
  inputs.showErrors(errors);
  if (Object.keys(errors).length > 0) return post({ type: 'invalid', requestId });
  try {
    const response = await fetch(fieldsPaths.tokens, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(entry),
      signal: AbortSignal.timeout(15_000),
    });
    // The gateway's own answer, from its own origin.
    if (response.status === 201) {
      const { token, card } = (await response.json()) as TokenizedCard;
      return post({ type: 'tokenized', requestId, token, card });
    }
    // The gateway applies the same rules; it may see what this page's clock did not (an expiry just passed).
    if (response.status === 400) {
      inputs.showErrors(((await response.json()) as RefusedCardEntry).errors);
      return post({ type: 'invalid', requestId });
    }
  } catch {
    // Unreachable or too slow: the page says so.
  }
  post({ type: 'failed', requestId });
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== parentOrigin) return;
  const command: unknown = event.data;
  if (!isCardFieldsCommand(command)) return;
  if (command.type === 'focus') inputs.focus();
  else void tokenize(command.requestId);
});

// The page sizes the frame to its content, which grows with field messages and a narrow layout.
const height = () => Math.ceil(document.body.getBoundingClientRect().height);
new ResizeObserver(() => post({ type: 'resize', height: height() })).observe(document.body);
post({ type: 'ready', height: height() });
