import type { Instrumentation } from 'next';

/** Errors the storefront's server meets while answering a request go to error reporting (modules/error-reporting). */
export const onRequestError: Instrumentation.onRequestError = async (error, request) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportServerError } = await import('./modules/error-reporting/server-reporter');
  await reportServerError(error, request);
};
