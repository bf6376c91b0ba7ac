import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';

/** Deep enough for catalogue → pages → products → … with room for the content types to come. */
export const maxQueryDepth = 8;
/** Lexical tokens per document: bounds parsing work and the number of fields and aliases a query can ask for. */
export const maxQueryTokens = 2_000;
/** Characters per document; a legitimate storefront query is a few hundred. */
export const maxQueryLength = 10_000;

/**
 * Rejects operations whose selections nest deeper than `maxDepth` fields, following fragments.
 * A fragment's depth is computed once, so fragments spread many times cost nothing extra;
 * fragment cycles are left to the standard NoFragmentCycles rule.
 */
export function depthLimitRule(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragmentDepths = new Map<string, number>();
    const inProgress = new Set<string>();

    const depthOf = (selectionSet: SelectionSetNode): number => {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          deepest = Math.max(deepest, 1 + (selection.selectionSet ? depthOf(selection.selectionSet) : 0));
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet));
        } else {
          deepest = Math.max(deepest, fragmentDepth(selection.name.value));
        }
      }
      return deepest;
    };

    const fragmentDepth = (name: string): number => {
      const known = fragmentDepths.get(name);
      if (known !== undefined) return known;
      const fragment = context.getFragment(name);
      if (!fragment || inProgress.has(name)) return 0;
      inProgress.add(name);
      const depth = depthOf(fragment.selectionSet);
      inProgress.delete(name);
      fragmentDepths.set(name, depth);
      return depth;
    };

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet);
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`The query is nested ${depth} levels deep; at most ${maxDepth} are allowed.`, {
              nodes: [operation],
            }),
          );
        }
      },
    };
  };
}
