import type { Metadata } from 'next';
import { getCategoryTree } from '@/lib/api/categories';
import { getSessionView } from '@/lib/session/view';
import { Hero } from '@/modules/home/Hero';
import { featuredProducts, newProducts } from '@/modules/home/home-products';
import { ProductShelf } from '@/modules/home/ProductShelf';
import { Promotions } from '@/modules/home/Promotions';
import { homeTexts } from '@/modules/home/texts';
import { loadPageOffers } from '@/modules/pricing/page-offers';
import { PageOffersFreshness } from '@/modules/pricing/PageOffersFreshness';
import { cardOfferRequest } from '@/modules/product/product-view';
import { CategoryTiles } from '@/modules/navigation/CategoryTiles';
import { topCategoryLinks } from '@/modules/navigation/nav-items';
import { absoluteUrl } from '@/modules/seo/site-url';

export function generateMetadata(): Metadata {
  return { alternates: { canonical: absoluteUrl('/') } };
}

export default async function HomePage() {
  const [session, tree] = await Promise.all([getSessionView(), getCategoryTree()]);
  const [featured, latest] = await Promise.all([featuredProducts(tree), newProducts(6)]);
  // Both shelves in one price and one stock lookup. The featured shelf is the merchandised one: its
  // cards carry the best price and, when struck through, retail (spec §7 personalisation placeholders).
  const offers = await loadPageOffers([...featured, ...latest].flatMap(cardOfferRequest));
  return (
    <>
      <Hero loggedIn={session.loggedIn} />
      <section aria-labelledby="home-categories" className="section">
        <h2 id="home-categories">{homeTexts.categoriesTitle}</h2>
        <CategoryTiles links={topCategoryLinks(tree)} />
      </section>
      <ProductShelf id="home-featured" title={homeTexts.featuredTitle} products={featured} offers={offers} />
      <Promotions />
      <ProductShelf id="home-new" title={homeTexts.newTitle} products={latest} offers={offers} />
      <PageOffersFreshness offers={offers} />
    </>
  );
}
