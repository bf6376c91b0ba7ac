/** Toast behaviour (spec §9): at most 20, newest on top, top-right, 5 s, pause on hover and focus loss. */
export const toastPolicy = {
  limit: 20,
  newestOnTop: true,
  position: 'top-right',
  autoCloseMs: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: true,
  dragToDismissFraction: 0.6,
} as const;

export type ToastKind = 'success' | 'error' | 'warning' | 'info' | 'default';
