export * from './common';
export * from './categories';
export * from './site';
