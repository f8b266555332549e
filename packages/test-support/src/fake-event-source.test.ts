import { afterEach, describe, expect, it } from 'vitest';
import { FakeEventSource } from './fake-event-source.js';

afterEach(() => FakeEventSource.reset());

describe('FakeEventSource', () => {
  it('records the streams opened and plays the server: open, named events, refusal', () => {
    const source = new FakeEventSource('/api/snapshotStream?accessCode=ABC123');
    const seen: string[] = [];
    source.addEventListener('open', () => seen.push('open'));
    source.addEventListener('status', (event) => {
      const { data, lastEventId } = event as MessageEvent;
      seen.push(`status ${lastEventId} ${data}`);
    });
    source.onerror = () => seen.push('error');

    expect(FakeEventSource.latest()).toBe(source);
    expect(source.readyState).toBe(FakeEventSource.CONNECTING);
    source.emit('status', { emergency: true }, '7');
    expect(source.readyState).toBe(FakeEventSource.OPEN);
    source.refuse();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    source.emit('status', { emergency: false }, '8');
    expect(seen).toEqual(['open', 'status 7 {"emergency":true}', 'error']);
    expect(FakeEventSource.live()).toEqual([]);
  });

  it('a dropped stream is connecting again, as the browser leaves it; a closed one gets nothing more', () => {
    const source = new FakeEventSource('/stream');
    let errors = 0;
    source.addEventListener('error', () => errors++);
    source.open();
    source.drop();
    expect(source.readyState).toBe(FakeEventSource.CONNECTING);
    source.close();
    source.drop();
    expect(errors).toBe(1);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
