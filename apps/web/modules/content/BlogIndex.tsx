import type { BlogPostPage, BlogTag } from '@chairside/contracts';
import Link from 'next/link';
import { Pagination } from '@/modules/catalog/Pagination';
import { parseListingQuery } from '@/modules/catalog/listing-query';
import { BlogPostCard } from './BlogPostCard';
import { blogFeedPath, blogPath } from './content-paths';
import { TagLinks } from './TagLinks';
import styles from './Blog.module.css';

interface Props {
  /** The list's path (/blog or /blog/tag/<slug>), which page links keep. */
  path: string;
  heading: string;
  intro: string;
  posts: BlogPostPage;
  tags: readonly BlogTag[];
  currentTag?: string | undefined;
}

/** The blog's list: heading, tag filter, post cards newest first, page links. */
export function BlogIndex({ path, heading, intro, posts, tags, currentTag }: Props) {
  const lastPage = Math.max(1, Math.ceil(posts.total / posts.pageSize));
  return (
    <>
      <header className={styles.listHeader}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.intro}>{intro}</p>
        <p className={styles.feed}>
          <a href={blogFeedPath}>RSS feed</a>
          {currentTag && (
            <>
              <span aria-hidden="true"> · </span>
              <Link href={blogPath}>All articles</Link>
            </>
          )}
        </p>
      </header>
      <nav aria-label="Blog topics" className={styles.topics}>
        <TagLinks tags={tags} current={currentTag} label="Topics" />
      </nav>
      <p className={styles.count}>
        {posts.total === 1 ? '1 article' : `${posts.total} articles`}
        {lastPage > 1 ? `, page ${posts.page} of ${lastPage}` : ''}
      </p>
      <ol className={styles.list}>
        {posts.items.map((post, index) => (
          <li key={post.slug}>
            <BlogPostCard post={post} eager={index === 0} />
          </li>
        ))}
      </ol>
      <Pagination path={path} query={parseListingQuery({ page: String(posts.page) })} lastPage={lastPage} />
    </>
  );
}
