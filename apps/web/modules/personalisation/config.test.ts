import { describe, expect, it, vi } from 'vitest';
import { personalisationOrigins, personalisationScriptUrl } from './config';

vi.mock('server-only', () => ({}));

describe('personalisationScriptUrl (off by default)', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['  ', undefined],
    ['not a url', undefined],
    ['javascript:alert(1)', undefined],
    ['https://cdn.personalise.example/tag.js', 'https://cdn.personalise.example/tag.js'],
    [' http://127.0.0.1:4530/personalisation.js ', 'http://127.0.0.1:4530/personalisation.js'],
  ])('%s → %s', (value, url) => expect(personalisationScriptUrl({ PERSONALISATION_SCRIPT_URL: value })).toBe(url));

  it("allows the script's origin only when it is on", () => {
    expect(personalisationOrigins({})).toEqual([]);
    expect(personalisationOrigins({ PERSONALISATION_SCRIPT_URL: 'https://cdn.personalise.example/v2/tag.js' })).toEqual(
      ['https://cdn.personalise.example'],
    );
  });
});
