import type { BlogTag } from '@chairside/contracts';
import Link from 'next/link';
import { blogTagPath } from './content-paths';
import styles from './Blog.module.css';

/** Tags as links to their filtered lists; the current tag (if any) is marked. */
export function TagLinks({ tags, current, label }: { tags: readonly BlogTag[]; current?: string; label: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            href={blogTagPath(tag.slug)}
            className={styles.tag}
            aria-current={tag.slug === current ? 'page' : undefined}
          >
            {tag.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
