'use client';

// Every toast goes through this entry: the styled and unstyled builds of react-toastify keep
// separate stores, so the container and the callers must import the same one.
import { toast } from 'react-toastify/unstyled';

export { toast };

/** A storefront action's result as a toast (its message, as success or error); `then` runs after a success. */
export function toastResult(result: { ok: boolean; message: string }, then?: () => void): void {
  if (result.ok) {
    toast.success(result.message);
    then?.();
  } else toast.error(result.message);
}
