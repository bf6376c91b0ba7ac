'use client';

import { toastPolicy } from '@chairside/domain';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

/** The one toast container, configured from the domain's toast policy (spec §9). */
export function ToastHost() {
  return (
    <ToastContainer
      limit={toastPolicy.limit}
      newestOnTop={toastPolicy.newestOnTop}
      position={toastPolicy.position}
      autoClose={toastPolicy.autoCloseMs}
      pauseOnHover={toastPolicy.pauseOnHover}
      pauseOnFocusLoss={toastPolicy.pauseOnFocusLoss}
      closeOnClick={toastPolicy.closeOnClick}
      draggablePercent={toastPolicy.dragToDismissFraction * 100}
    />
  );
}
