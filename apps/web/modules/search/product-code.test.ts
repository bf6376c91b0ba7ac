import { describe, expect, it } from 'vitest';
import { looksLikeProductCode } from './product-code';

describe('looksLikeProductCode', () => {
  it.each(['1004821', 'CS-1004821-BX', '115228-EA', 'cs-1004821-bx'])('%s is a code', (query) =>
    expect(looksLikeProductCode(query)).toBe(true),
  );
  it.each(['gloves', 'nitrile gloves 100', '12', '"1004821"', '1004821; drop', `${'1'.repeat(41)}`, ''])(
    '%s is not',
    (query) => expect(looksLikeProductCode(query)).toBe(false),
  );
});
