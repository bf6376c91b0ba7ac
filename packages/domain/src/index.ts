export { messages } from './messages';
export * from './store-info';
export { toastPolicy, type ToastKind } from './toasts';
export { mobileMenuIndent, submenuClickResetMs } from './navigation';
export { buildCategoryTree, findCategoryBySlugPath, type CategoryInput, type CategoryNode, type Breadcrumb } from './category-tree';
export { isValidEmail, normalizeEmail } from './email';
