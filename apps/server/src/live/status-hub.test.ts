import { describe, expect, it, vi } from 'vitest';
import type { StatusChangeHandlers, StoredStatus } from '../store/store.js';
import { createStatusHub } from './status-hub.js';

const status = (version: number, emergency = false): StoredStatus => ({
  id: '6b1f4c1e-0000-4000-8000-000000000001',
  owner: 'owner',
  details: { emergency } as StoredStatus['details'],
  endTime: null,
  startedAt: new Date(0),
  updatedAt: new Date(0),
  version,
  emergencySince: emergency ? new Date(0) : null,
  acknowledgements: [],
  trail: [],
  positionRequest: null,
  viewers: 0,
});

describe('the status hub', () => {
  it('reads a changed status again after a failed read (the database away), so the change still reaches its streams', async () => {
    vi.useFakeTimers();
    try {
      let handlers: StatusChangeHandlers | undefined;
      const readStatus = vi
        .fn()
        .mockRejectedValueOnce(new Error('terminating connection due to administrator command'))
        .mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
        .mockResolvedValue(status(2, true));
      const hub = createStatusHub({
        store: {
          readStatus,
          listenForStatusChanges: async (given) => {
            handlers = given;
            return async () => {};
          },
        },
        clock: () => 0,
        retentionHours: 24,
        warn: () => {},
      });
      await hub.ready();
      const sent: boolean[] = [];
      hub.watch(status(1), {
        accessCode: 'ABC123',
        clientKey: 'client',
        send: ({ snapshot }) => sent.push(snapshot.emergency),
        end: () => {},
      });
      expect(sent).toEqual([false]);

      handlers?.changed(status(1).id);
      await vi.advanceTimersByTimeAsync(0);
      expect(readStatus).toHaveBeenCalledTimes(1);
      expect(sent).toEqual([false]);
      await vi.advanceTimersByTimeAsync(500);
      expect(readStatus).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(readStatus).toHaveBeenCalledTimes(3);
      expect(sent).toEqual([false, true]);
      // Once read, nothing is read again until the next change.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(readStatus).toHaveBeenCalledTimes(3);
      await hub.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
