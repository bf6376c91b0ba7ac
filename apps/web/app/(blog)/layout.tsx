import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { pageGroupMetadata } from '@/modules/layout/metadata';

export const metadata: Metadata = pageGroupMetadata;

/** The blog layout (spec §2): same header and footer, a narrower column sized for reading. */
export default function BlogLayout({ children }: { children: ReactNode }) {
  return <div className="container reading-column">{children}</div>;
}
