import type { Metadata } from 'next';
import { getCategoryTree } from '../../lib/api/categories';
import { getSessionView } from '../../lib/session/view';
import { Hero } from '../../modules/home/Hero';
import { featuredProducts, newProducts } from '../../modules/home/home-products';
import { ProductShelf } from '../../modules/home/ProductShelf';
import { Promotions } from '../../modules/home/Promotions';
import { homeTexts } from '../../modules/home/texts';
import { CategoryTiles } from '../../modules/navigation/CategoryTiles';
import { topCategoryLinks } from '../../modules/navigation/nav-items';
import { absoluteUrl } from '../../modules/seo/site-url';

export function generateMetadata(): Metadata {
  return { alternates: { canonical: absoluteUrl('/') } };
}

export default async function HomePage() {
  const [session, tree] = await Promise.all([getSessionView(), getCategoryTree()]);
  const [featured, latest] = await Promise.all([featuredProducts(tree), newProducts(6)]);
  return (
    <>
      <Hero loggedIn={session.loggedIn} />
      <section aria-labelledby="home-categories" className="section">
        <h2 id="home-categories">{homeTexts.categoriesTitle}</h2>
        <CategoryTiles links={topCategoryLinks(tree)} />
      </section>
      <ProductShelf id="home-featured" title={homeTexts.featuredTitle} products={featured} />
      <Promotions />
      <ProductShelf id="home-new" title={homeTexts.newTitle} products={latest} />
    </>
  );
}
