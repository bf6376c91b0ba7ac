/**
 * Where the browser's caught errors go (the error boundaries report here): the reporter the layout started, once it
 * has. Until then a few wait; for a crawler none is ever started (spec §7) and they go nowhere.
 */
type Sink = (error: unknown) => void;

const maxWaiting = 10;
let sink: Sink | undefined;
const waiting: unknown[] = [];

export function reportError(error: unknown): void {
  if (sink) sink(error);
  else if (waiting.length < maxWaiting) waiting.push(error);
}

export function setErrorSink(next: Sink): void {
  sink = next;
  for (const error of waiting.splice(0)) next(error);
}
