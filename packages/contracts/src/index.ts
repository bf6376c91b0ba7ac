export * from './common';
export * from './categories';
export * from './site';
export * from './products';
export * from './catalog-resources';
export * from './auth';
export * from './content';
export * from './customers';
