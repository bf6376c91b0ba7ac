import { describe, expect, it } from 'vitest';
import { hashNeedsUpgrade } from './password-upgrade';

const salt = '$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';

describe('hashNeedsUpgrade (against m=19456, t=2, argon2id v=19)', () => {
  it.each([
    ['the current parameters', '$argon2id$v=19$m=19456,t=2,p=1', false],
    ['more memory and passes', '$argon2id$v=19$m=65536,t=3,p=4', false],
    ['less memory', '$argon2id$v=19$m=4096,t=2,p=1', true],
    ['less memory, parameters in the order node-argon2 writes them', '$argon2id$v=19$m=4096,p=1,t=2', true],
    ['the current parameters in that order', '$argon2id$v=19$m=19456,p=1,t=2', false],
    ['fewer passes', '$argon2id$v=19$m=19456,t=1,p=1', true],
    ['argon2i', '$argon2i$v=19$m=19456,t=2,p=1', true],
    ['an older Argon2 version', '$argon2id$v=16$m=19456,t=2,p=1', true],
    ['something that is no Argon2 PHC string', '$2b$12$abcdefghijklmnopqrstuv', false],
  ])('%s → %s', (_name, prefix, expected) =>
    expect(hashNeedsUpgrade(prefix.startsWith('$2b') ? prefix : `${prefix}${salt}`)).toBe(expected),
  );
});
