import type { Metadata } from 'next';
import { BlogPostView } from '@/modules/content/BlogPostView';
import { blogPostMetadata } from '@/modules/content/content-metadata';
import { findBlogPost, requireBlogPost } from '@/modules/content/blog-route';
import { blogPath, blogPostPath } from '@/modules/content/content-paths';
import { JsonLd } from '@/modules/seo/JsonLd';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/modules/seo/content-json-ld';

interface Props {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await findBlogPost((await params).slug);
  return post ? blogPostMetadata(post) : {};
}

export default async function BlogPostPage({ params }: Props) {
  const post = await requireBlogPost((await params).slug);
  const path = blogPostPath(post.slug);
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post, path)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Blog', path: blogPath },
          { name: post.title, path },
        ])}
      />
      <BlogPostView post={post} />
    </>
  );
}
