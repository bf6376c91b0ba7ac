import type { BlogPost } from '@chairside/contracts';
import { Breadcrumbs } from '@/modules/catalog/Breadcrumbs';
import { BlogPostCard } from './BlogPostCard';
import { ContentProductList } from './ContentProductList';
import { blogPath, blogPostPath } from './content-paths';
import { PostMeta } from './PostMeta';
import { Prose } from './Prose';
import { TagLinks } from './TagLinks';
import styles from './Blog.module.css';

/** A post: title, author, date and reading time, hero, body, tags, the products it mentions and related posts. */
export function BlogPostView({ post }: { post: BlogPost }) {
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: 'Blog', href: blogPath },
          { name: post.title, href: blogPostPath(post.slug) },
        ]}
      />
      <article className={styles.post}>
        <header className={styles.postHeader}>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.byline}>
            By <span className={styles.author}>{post.author.name}</span>
            {post.author.role && <span>, {post.author.role}</span>}
          </p>
          <PostMeta publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
        </header>
        {post.heroImageUrl && (
          <img
            src={post.heroImageUrl}
            alt={post.heroImageAlt ?? ''}
            width={1200}
            height={630}
            className={styles.hero}
            fetchPriority="high"
          />
        )}
        <Prose html={post.bodyHtml} className={styles.body} />
        <TagLinks tags={post.tags} label="Tags" />
      </article>
      {post.mentionedProducts.length > 0 && (
        <section aria-labelledby="mentioned-products" className={styles.related}>
          <h2 id="mentioned-products">Products in this article</h2>
          <ContentProductList products={post.mentionedProducts} />
        </section>
      )}
      {post.relatedPosts.length > 0 && (
        <section aria-labelledby="related-posts" className={styles.related}>
          <h2 id="related-posts">Related articles</h2>
          <ul className={styles.relatedList}>
            {post.relatedPosts.map((related) => (
              <li key={related.slug}>
                <BlogPostCard post={related} related />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
