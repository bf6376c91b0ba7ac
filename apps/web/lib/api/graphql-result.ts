/** What a failed content GraphQL call reports (spec §8): the first error's message, else 'GraphQL Error (Code: status)'. */
export function graphqlErrorMessage(errors: readonly { message: string }[] | undefined, status: number): string {
  return errors?.[0]?.message ?? `GraphQL Error (Code: ${status})`;
}

export class GraphqlError extends Error {
  constructor(errors: readonly { message: string }[] | undefined, status: number) {
    super(graphqlErrorMessage(errors, status));
    this.name = 'GraphqlError';
  }
}
