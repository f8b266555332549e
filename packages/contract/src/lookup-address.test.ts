import { describe, expect, it } from 'vitest';
import { LOOKUP_PATHS, lookupAddress, lookupPath } from './lookup-address.js';
import { STATUS_STREAM } from './schemas/status-stream.js';

describe('lookup addresses', () => {
  it('puts the access code in the query of the lookup and of its stream', () => {
    expect(lookupPath(LOOKUP_PATHS.snapshot, 'ABC123')).toBe('getSnapshot?accessCode=ABC123');
    expect(STATUS_STREAM.path).toBe(LOOKUP_PATHS.stream);
  });

  it('resolves an API on the page’s site and an API elsewhere, with or without a trailing slash', () => {
    const page = 'https://www.example.org/hero-lookup#code=ABC123';
    expect(lookupAddress('/api/', LOOKUP_PATHS.stream, 'ABC123', page)).toBe(
      'https://www.example.org/api/snapshotStream?accessCode=ABC123',
    );
    expect(lookupAddress('https://api.example.org/v1', LOOKUP_PATHS.snapshot, 'ABC123', page)).toBe(
      'https://api.example.org/v1/getSnapshot?accessCode=ABC123',
    );
  });
});
