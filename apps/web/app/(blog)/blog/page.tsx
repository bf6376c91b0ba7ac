import type { Metadata } from 'next';
import { BlogIndex } from '@/modules/content/BlogIndex';
import { blogListMetadata } from '@/modules/content/content-metadata';
import { requireBlogList } from '@/modules/content/blog-route';
import { blogPath, pageNumberParam } from '@/modules/content/content-paths';

interface Props {
  searchParams: Promise<{ page?: string | string[] }>;
}

const heading = 'The Chairside Blog';
const intro = 'Clinical guides, compliance updates and practice-management advice for dental and medical practices.';

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return blogListMetadata('Blog', intro, blogPath, pageNumberParam((await searchParams).page) ?? 1);
}

export default async function BlogPage({ searchParams }: Props) {
  const { posts, tags } = await requireBlogList((await searchParams).page);
  return <BlogIndex path={blogPath} heading={heading} intro={intro} posts={posts} tags={tags} />;
}
