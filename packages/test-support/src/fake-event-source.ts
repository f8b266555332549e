// jsdom has no `EventSource`. This stand-in has the browser's surface (readyState, close, the `open`, `error` and
// named events, their `on…` handlers) and lets a test play the server: open the stream, send events, refuse or
// drop it. What a real stream does on the wire is tested in Chromium against a real server.

/** Every stream a page opened, newest last, until `FakeEventSource.reset()`. */
const opened: FakeEventSource[] = [];

/**
 * An `EventSource` driven by the test. Install it as the global one, then read the streams the code under test
 * opened from `FakeEventSource.instances`.
 *
 * @example
 * globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
 * // … the page opens a stream
 * const stream = FakeEventSource.latest();
 * stream.open();
 * stream.emit('status', { emergency: true }, '7');
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;

  /** The streams opened since the last `reset()`, oldest first. */
  static get instances(): readonly FakeEventSource[] {
    return opened;
  }

  /** The stream opened last. */
  static latest(): FakeEventSource | undefined {
    return opened.at(-1);
  }

  /** The streams not closed yet. */
  static live(): FakeEventSource[] {
    return opened.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  /** Forgets every stream (each test starts with none). */
  static reset() {
    opened.length = 0;
  }

  readonly url: string;
  readonly withCredentials: boolean;
  readyState: number = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL, init?: { withCredentials?: boolean }) {
    super();
    this.url = String(url);
    this.withCredentials = init?.withCredentials ?? false;
    opened.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered 200 with `text/event-stream`. */
  open() {
    if (this.readyState === FakeEventSource.CLOSED) return;
    this.readyState = FakeEventSource.OPEN;
    this.fire(new Event('open'));
  }

  /** An event from the server: `data` is sent as JSON unless it is a string already. A closed stream gets nothing. */
  emit(type: string, data: unknown, id = '') {
    if (this.readyState === FakeEventSource.CLOSED) return;
    if (this.readyState === FakeEventSource.CONNECTING) this.open();
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.fire(new MessageEvent(type, { data: text, lastEventId: id }));
  }

  /** A refusal (any answer but a 200 stream) as the browser reports it: an `error`, and the stream closed for good. */
  refuse() {
    if (this.readyState === FakeEventSource.CLOSED) return;
    this.readyState = FakeEventSource.CLOSED;
    this.fire(new Event('error'));
  }

  /** A connection lost: an `error`, and the browser would try again by itself (the stream is connecting). */
  drop() {
    if (this.readyState === FakeEventSource.CLOSED) return;
    this.readyState = FakeEventSource.CONNECTING;
    this.fire(new Event('error'));
  }

  private fire(event: Event) {
    this.dispatchEvent(event);
    const handler = event.type === 'open' ? this.onopen : event.type === 'error' ? this.onerror : null;
    if (handler) handler(event);
    else if (event.type === 'message') this.onmessage?.(event as MessageEvent);
  }
}
