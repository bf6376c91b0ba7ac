/**
 * A route's serializer for hot paths whose large answers (pages of product projections, 500-sku
 * price lists) are built by typed mappers: plain JSON, without re-validating the answer with zod
 * on every call, which costs as much as serialising it (profiled: ~2.5 ms for 48 products). The
 * route's response schema still documents it (OpenAPI), and the tests parse its answers with it.
 */
export const serializeWithoutValidation = () => (data: unknown) => JSON.stringify(data);
