import type { BlogPostSummary } from '@chairside/contracts';
import Link from 'next/link';
import { blogPostPath } from './content-paths';
import { PostMeta } from './PostMeta';
import { TagLinks } from './TagLinks';
import styles from './Blog.module.css';

/**
 * One post in a list: hero, title, date and reading time, excerpt, tags. A related post (under another post) is
 * compact, title and date only, with an h3 below the post's sections.
 */
export function BlogPostCard({
  post,
  related = false,
  eager = false,
}: {
  post: BlogPostSummary;
  related?: boolean;
  eager?: boolean;
}) {
  const Heading = related ? 'h3' : 'h2';
  return (
    <article className={styles.card}>
      {post.heroImageUrl && (
        // alt="": the title beside it says what the post is; the picture is decoration here.
        <img
          src={post.heroImageUrl}
          alt=""
          width={1200}
          height={630}
          className={styles.cardImage}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link href={blogPostPath(post.slug)}>{post.title}</Link>
        </Heading>
        <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
        {!related && (
          <>
            <p className={styles.excerpt}>{post.excerpt}</p>
            <TagLinks tags={post.tags} label={`Tags of ${post.title}`} />
          </>
        )}
      </div>
    </article>
  );
}
