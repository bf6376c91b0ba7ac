import { getCategoryTree } from '../../lib/api/categories';
import { getSessionView } from '../../lib/session/view';
import { Hero } from '../../modules/home/Hero';
import { homeTexts } from '../../modules/home/texts';
import { CategoryTiles } from '../../modules/navigation/CategoryTiles';
import { topCategoryLinks } from '../../modules/navigation/nav-items';

export default async function HomePage() {
  const [session, tree] = await Promise.all([getSessionView(), getCategoryTree()]);
  return (
    <>
      <Hero loggedIn={session.loggedIn} />
      <section aria-labelledby="home-categories" className="section">
        <h2 id="home-categories">{homeTexts.categoriesTitle}</h2>
        <CategoryTiles links={topCategoryLinks(tree)} />
      </section>
    </>
  );
}
