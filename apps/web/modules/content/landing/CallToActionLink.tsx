import type { CallToActionLink as Cta } from '@chairside/contracts';
import Link from 'next/link';
import { safeContentHref } from '@/modules/content/content-paths';

/** A block's button: a store path through the client router, an outside URL as a plain link; an unsafe one not at all. */
export function CallToActionLink({ cta, variant = 'primary' }: { cta: Cta; variant?: 'primary' | 'secondary' }) {
  const href = safeContentHref(cta.href);
  if (!href) return null;
  const className = `button button-${variant}`;
  return href.startsWith('/') ? (
    <Link href={href} className={className}>
      {cta.label}
    </Link>
  ) : (
    <a href={href} className={className}>
      {cta.label}
    </a>
  );
}
