// Reads a Server-Sent Events answer as a browser's EventSource would: events with their name, id and data.

/** One event of a stream; `comment` lines (keep-alives) are kept apart. */
export interface StreamEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * The events of an SSE answer, one at a time: `next()` resolves with the next event, or rejects after `timeoutMs`;
 * `comments` counts the comment lines seen so far; `close()` cancels the body.
 *
 * @example
 * const events = readEvents(await app.request('/api/snapshotStream?accessCode=K7Q2ZD'));
 * expect((await events.next()).event).toBe('status');
 */
export function readEvents(response: Response) {
  if (!response.body) throw new Error('The answer has no body.');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: StreamEvent[] = [];
  let buffer = '';
  let comments = 0;
  let ended = false;
  // A read outlives a wait that timed out: the next wait takes it over, so that no chunk is lost.
  let pending: ReturnType<typeof reader.read> | undefined;

  function parse() {
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: StreamEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments++;
        else if (line.startsWith('event: ')) event.event = line.slice(7);
        else if (line.startsWith('id: ')) event.id = line.slice(4);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length > 0) queue.push({ ...event, data: data.join('\n') });
    }
  }

  return {
    async next(timeoutMs = 5_000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (ended) throw new Error('The stream ended.');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No event within ${timeoutMs} ms.`);
        let timer: NodeJS.Timeout | undefined;
        pending ??= reader.read();
        const read = await Promise.race([
          pending,
          new Promise<'timeout'>((resolve) => {
            timer = setTimeout(() => resolve('timeout'), left);
          }),
        ]);
        clearTimeout(timer);
        if (read === 'timeout') throw new Error(`No event within ${timeoutMs} ms.`);
        pending = undefined;
        if (read.done) ended = true;
        else {
          buffer += read.value;
          parse();
        }
      }
      return queue.shift() as StreamEvent;
    },
    /** Resolves true once the server has closed the stream (reading and dropping what comes before). */
    async closedWithin(timeoutMs = 5_000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!ended && Date.now() < deadline) {
        try {
          await this.next(deadline - Date.now());
        } catch {
          // An event-less wait ends here; `ended` says why.
        }
      }
      return ended;
    },
    comments: () => comments,
    close: () => reader.cancel().catch(() => {}),
  };
}
