import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { pageGroupMetadata } from '@/modules/layout/metadata';

export const metadata: Metadata = pageGroupMetadata;

/** The default layout's page column (header and footer come from the root layout). */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <div className="container">{children}</div>;
}
