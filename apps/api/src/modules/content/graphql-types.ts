import { defaultLocale } from '@chairside/domain';
import { GraphQLList, GraphQLNonNull, type GraphQLNullableType, type GraphQLOutputType } from 'graphql';

/** `T!` */
export const nonNull = <T extends GraphQLNullableType & GraphQLOutputType>(type: T) => new GraphQLNonNull(type);
/** `[T!]!` */
export const listOf = <T extends GraphQLNullableType & GraphQLOutputType>(type: T) =>
  nonNull(new GraphQLList(nonNull(type)));
/** A localized string's storefront text. */
export const localized = (text: Record<string, string>) => text[defaultLocale] ?? Object.values(text)[0] ?? '';
