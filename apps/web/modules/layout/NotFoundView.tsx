import { messages } from '@chairside/domain';
import Link from 'next/link';
import { getCategoryTree } from '@/lib/api/categories';
import { CategoryTiles } from '@/modules/navigation/CategoryTiles';
import { topCategoryLinks } from '@/modules/navigation/nav-items';
import { sitePaths } from '@/modules/navigation/site-links';
import styles from './NotFoundView.module.css';

/** The 404 page of spec §2: the apology and the ways back into the store. */
export async function NotFoundView({ pathname }: { pathname: string | undefined }) {
  const categories = topCategoryLinks(await getCategoryTree());
  return (
    <div className={`container ${styles.page}`}>
      {pathname && <title>{messages.pageNotFound(pathname)}</title>}
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{messages.pageNotFoundTitle}</h1>
      <ul className={styles.links}>
        <li>
          <Link href={sitePaths.home} className="button button-primary">
            Go to the home page
          </Link>
        </li>
        <li>
          <Link href={sitePaths.account} className="button button-secondary">
            Your account dashboard
          </Link>
        </li>
        <li>
          <Link href={sitePaths.contact} className="button button-secondary">
            Contact us
          </Link>
        </li>
      </ul>
      <h2 className={styles.subtitle}>Or browse our product categories</h2>
      <CategoryTiles links={categories} />
    </div>
  );
}
