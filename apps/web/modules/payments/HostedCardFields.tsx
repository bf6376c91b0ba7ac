'use client';

import { cardFieldsPath } from '@chairside/contracts';
import { messages } from '@chairside/domain';
import { useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import { cardFieldsChannel, type CardFieldsChannel, type TokenizeOutcome } from './card-fields-channel';
import styles from './payments.module.css';

export interface CardFieldsHandle {
  /**
   * A card token for this attempt (the submit's Idempotency-Key): the same token again while the card is unchanged,
   * so the retry of an unanswered attempt sends the same request.
   */
  tokenize(attempt: string): Promise<TokenizeOutcome>;
  /** Moves the focus into the fields, to the first one in error. */
  focus(): void;
}

/** How long the fields may take to load before the page says the payment service is not answering. */
const loadTimeoutMs = 10_000;

const noSubscription = () => () => {};

/**
 * The payment gateway's hosted card fields (number, expiry, CVC) in an iframe from the gateway's own origin: the card
 * is typed, checked and tokenized there, and this page only ever gets a token (DESIGN.md §5, PCI SAQ A). Enter in a
 * field submits the form around the frame.
 */
export function HostedCardFields({
  fieldsOrigin,
  describedBy,
  ref,
}: {
  /** PAYMENT_FIELDS_URL's origin. */
  fieldsOrigin: string;
  /** The id of a message about the card shown by the page. */
  describedBy?: string;
  ref: Ref<CardFieldsHandle>;
}) {
  // The fields need this page's origin, which only the browser knows for sure; the server renders no frame.
  const pageOrigin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => undefined,
  );
  const frame = useRef<HTMLIFrameElement>(null);
  const channel = useRef<CardFieldsChannel | undefined>(undefined);
  const tokenized = useRef<{ attempt: string; outcome: TokenizeOutcome } | undefined>(undefined);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const opened = cardFieldsChannel(element, fieldsOrigin, {
      onReady: (ready) => {
        setHeight(ready);
        setStatus('ready');
      },
      onResize: setHeight,
      onChange: () => (tokenized.current = undefined),
      onSubmit: () => element.closest('form')?.requestSubmit(),
    });
    channel.current = opened;
    const timer = setTimeout(() => setStatus((now) => (now === 'loading' ? 'failed' : now)), loadTimeoutMs);
    return () => {
      clearTimeout(timer);
      opened.close();
      channel.current = undefined;
    };
  }, [fieldsOrigin, pageOrigin]);

  useImperativeHandle(
    ref,
    () => ({
      async tokenize(attempt) {
        if (tokenized.current?.attempt === attempt) return tokenized.current.outcome;
        const outcome = (await channel.current?.tokenize()) ?? { status: 'unavailable' };
        tokenized.current = outcome.status === 'tokenized' ? { attempt, outcome } : undefined;
        return outcome;
      },
      focus: () => channel.current?.focus(),
    }),
    [],
  );

  return (
    <div className={styles.cardFields} aria-busy={status === 'loading'}>
      {status === 'loading' ? (
        <p role="status" className={styles.fieldsStatus}>
          Loading the secure card form…
        </p>
      ) : null}
      {status === 'failed' ? (
        <p role="alert" className={styles.fieldsError}>
          {messages.paymentServiceUnavailable}
        </p>
      ) : null}
      {pageOrigin ? (
        <iframe
          ref={frame}
          src={`${fieldsOrigin}${cardFieldsPath}?origin=${encodeURIComponent(pageOrigin)}`}
          title="Card details"
          className={styles.cardFrame}
          style={{ height }}
          sandbox="allow-scripts allow-same-origin"
          aria-describedby={describedBy}
        />
      ) : null}
    </div>
  );
}
