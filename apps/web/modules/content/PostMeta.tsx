import { formatContentDate, readingTimeText } from './content-dates';
import styles from './Blog.module.css';

/** "October 14, 2026 · 6 min read" under a post's title or card. */
export function PostMeta({ publishedAt, readingMinutes }: { publishedAt: string; readingMinutes: number }) {
  return (
    <p className={styles.meta}>
      <time dateTime={publishedAt}>{formatContentDate(publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span>{readingTimeText(readingMinutes)}</span>
    </p>
  );
}
