import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Blog' };

// Placeholder until the blog issue: keeps the footer's /blog link and the blog layout live.
export default function BlogPage() {
  return (
    <article>
      <h1>The Chairside Blog</h1>
      <p>Clinical tips, product news and practice-management articles are on their way. Check back soon.</p>
    </article>
  );
}
