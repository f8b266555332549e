import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES_FILE, contractMessagesModule } from './write-messages';

describe("the contract's compiled messages", () => {
  it('are what messages/<locale>/<section>.json compile to (else: npm run messages in packages/contract)', () => {
    expect(readFileSync(CONTRACT_MESSAGES_FILE, 'utf8')).toBe(contractMessagesModule());
  });
});
