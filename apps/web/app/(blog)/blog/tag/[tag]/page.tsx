import type { Metadata } from 'next';
import { BlogIndex } from '@/modules/content/BlogIndex';
import { blogListMetadata } from '@/modules/content/content-metadata';
import { findBlogTag, requireBlogList } from '@/modules/content/blog-route';
import { blogTagPath, pageNumberParam } from '@/modules/content/content-paths';

interface Props {
  params: Promise<{ tag: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

const introOf = (label: string) => `Articles about ${label.toLowerCase()} from the Chairside Blog.`;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ tag: slug }, { page }] = await Promise.all([params, searchParams]);
  const tag = await findBlogTag(slug);
  if (!tag) return {};
  const label = tag.label;
  return blogListMetadata(`${label} articles`, introOf(label), blogTagPath(slug), pageNumberParam(page) ?? 1);
}

/** The posts of one tag, newest first (the blog's tag filter). */
export default async function BlogTagPage({ params, searchParams }: Props) {
  const [{ tag: slug }, { page }] = await Promise.all([params, searchParams]);
  const { posts, tags, tag } = await requireBlogList(page, slug);
  const label = tag?.label ?? slug;
  return (
    <BlogIndex
      path={blogTagPath(slug)}
      heading={`${label} articles`}
      intro={introOf(label)}
      posts={posts}
      tags={tags}
      currentTag={slug}
    />
  );
}
