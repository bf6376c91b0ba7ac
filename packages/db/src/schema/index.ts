export * from './catalog';
export * from './pricing';
export * from './customers';
export * from './site';
export type { LocalizedString } from './common';
export * from './content';
export * from './search';
export * from './auth';
