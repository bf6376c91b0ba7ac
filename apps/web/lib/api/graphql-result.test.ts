import { describe, expect, it } from 'vitest';
import { graphqlErrorMessage } from './graphql-result';

describe('graphqlErrorMessage (spec §8)', () => {
  it.each([
    [[{ message: 'Cannot query field "x"' }, { message: 'second' }], 200, 'Cannot query field "x"'],
    [[], 200, 'GraphQL Error (Code: 200)'],
    [undefined, 502, 'GraphQL Error (Code: 502)'],
  ])('%j with status %i reports %s', (errors, status, message) =>
    expect(graphqlErrorMessage(errors, status)).toBe(message),
  );
});
