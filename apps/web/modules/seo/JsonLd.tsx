import { getCspNonce } from '@/lib/request-context';

/** Structured data for search engines, as an inline script carrying the page's CSP nonce. */
export async function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = await getCspNonce();
  // "<" is escaped so no value can close the script element early.
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
