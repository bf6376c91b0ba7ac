import {
  cardFieldsEventSchema,
  cardFieldsProtocol,
  type CardFieldsCommand,
  type CardSummary,
} from '@chairside/contracts';

export type TokenizeOutcome =
  | { status: 'tokenized'; token: string; card: CardSummary }
  /** The fields show what is wrong with the card typed in. */
  | { status: 'invalid' }
  /** The fields are not loaded, or the gateway did not answer them. */
  | { status: 'unavailable' };

type Command = CardFieldsCommand extends infer C ? (C extends CardFieldsCommand ? Omit<C, 'protocol'> : never) : never;

export interface CardFieldsListeners {
  /** Loaded, with the height the fields need; `onResize` whenever it changes. */
  onReady(height: number): void;
  onResize(height: number): void;
  /** A field changed, so a token made before stands for another card. */
  onChange(): void;
  /** Enter in a field. */
  onSubmit(): void;
}

/** Longer than the fields wait for the gateway themselves (15 s), so their own answer comes first. */
const answerTimeoutMs = 20_000;

/**
 * The page's end of the hosted card fields' postMessage protocol (packages/contracts card-fields*.ts): it hears only
 * messages from that frame's window and the gateway's origin, and sends commands to that origin only.
 */
export function cardFieldsChannel(frame: HTMLIFrameElement, fieldsOrigin: string, listeners: CardFieldsListeners) {
  const pending = new Map<string, (outcome: TokenizeOutcome) => void>();
  let ready = false;
  let requests = 0;

  function settle(requestId: string, outcome: TokenizeOutcome) {
    pending.get(requestId)?.(outcome);
    pending.delete(requestId);
  }

  function onMessage(event: MessageEvent) {
    if (event.source !== frame.contentWindow || event.origin !== fieldsOrigin) return;
    const message = cardFieldsEventSchema.safeParse(event.data).data;
    switch (message?.type) {
      case 'ready':
        ready = true;
        return listeners.onReady(message.height);
      case 'resize':
        return listeners.onResize(message.height);
      case 'change':
        return listeners.onChange();
      case 'submit':
        return listeners.onSubmit();
      case 'tokenized':
        return settle(message.requestId, { status: 'tokenized', token: message.token, card: message.card });
      case 'invalid':
        return settle(message.requestId, { status: 'invalid' });
      case 'failed':
        return settle(message.requestId, { status: 'unavailable' });
    }
  }
  window.addEventListener('message', onMessage);

  const send = (command: Command) =>
    frame.contentWindow?.postMessage({ protocol: cardFieldsProtocol, ...command }, fieldsOrigin);

  return {
    /** Asks the fields for a token of the card typed in; they check it first and show what is wrong. */
    tokenize(): Promise<TokenizeOutcome> {
      if (!ready) return Promise.resolve({ status: 'unavailable' });
      requests += 1;
      const requestId = `tokenize-${requests}`;
      return new Promise((resolve) => {
        const timer = setTimeout(() => settle(requestId, { status: 'unavailable' }), answerTimeoutMs);
        pending.set(requestId, (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        });
        send({ type: 'tokenize', requestId });
      });
    },

    /** Into the frame first (the page may move focus there), then the fields pick the field: the first in error. */
    focus() {
      frame.focus();
      send({ type: 'focus' });
    },

    close() {
      window.removeEventListener('message', onMessage);
      for (const requestId of [...pending.keys()]) settle(requestId, { status: 'unavailable' });
    },
  };
}

export type CardFieldsChannel = ReturnType<typeof cardFieldsChannel>;
