'use client';

// Every toast goes through this entry: the styled and unstyled builds of react-toastify keep
// separate stores, so the container and the callers must import the same one.
export { toast } from 'react-toastify/unstyled';
