import { useState } from 'react';

/** Where this device keeps the hero's name and id; nothing is stored before the hero's first answer. */
const STORAGE_KEYS = { name: 'hero-lookup.name', hero: 'hero-lookup.hero' } as const;

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    // Storage refused (private mode, a policy): the hero answers without being remembered.
    return '';
  }
}

function write(key: string, value: string) {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // As above: nothing is remembered, the answer still goes.
  }
}

/**
 * Who answers from this device: the name the hero last gave (remembered here, shown to the other heroes with each
 * answer) and a random id drawn at the first answer and kept, so that the hero's latest answer replaces their
 * earlier ones on every page. `remember(name)` keeps both as an answer is sent and answers the id.
 */
export function useHeroIdentity() {
  const [savedName] = useState(() => read(STORAGE_KEYS.name));

  function remember(name: string): string {
    write(STORAGE_KEYS.name, name.trim());
    let hero = read(STORAGE_KEYS.hero);
    if (!hero) {
      hero = crypto.randomUUID();
      write(STORAGE_KEYS.hero, hero);
    }
    return hero;
  }

  return { savedName, remember };
}
