import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'PassWord', 'iloveyou', 'Football'])('refuses %s', (plain) =>
    expect(isCommonPassword(plain)).toBe(true),
  );

  it.each(['chairside-demo-2026', 'correct horse battery staple', 'Bright Smiles 1200 Market', ' password'])(
    'accepts %s',
    (plain) => expect(isCommonPassword(plain)).toBe(false),
  );
});
