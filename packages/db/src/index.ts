export { connect, redactUrl, type ConnectOptions, type Database, type Db } from './connection';
export { migrate, migrationsFolder } from './migrate';
export * as schema from './schema';
export { categoryRepository, type CategoryRow } from './repositories/categories';
export { newsletterRepository } from './repositories/newsletter';
export { redirectRuleRepository, type RedirectRuleRow } from './repositories/redirects';
