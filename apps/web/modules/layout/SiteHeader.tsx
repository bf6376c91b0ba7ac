import Link from 'next/link';
import { getCategoryTree } from '@/lib/api/categories';
import { getRememberedCustomer } from '@/lib/session/session';
import type { SessionView } from '@/lib/session/view';
import { CartLink } from '@/modules/cart/CartLink';
import { SpendProgress } from '@/modules/cart/SpendProgress';
import { DesktopNav } from '@/modules/navigation/DesktopNav';
import { MobileMenu } from '@/modules/navigation/MobileMenu';
import { toNavItems } from '@/modules/navigation/nav-items';
import { sitePaths } from '@/modules/navigation/site-links';
import { SalesRepBar } from '@/modules/sales-rep/SalesRepBar';
import { SearchBox } from '@/modules/search/SearchBox';
import { UserIcon } from './icons';
import { locationOptions } from './location-options';
import { LocationModal } from './LocationModal';
import { Logo } from './Logo';
import { PromoBar } from './PromoBar';
import { StockNotice } from './StockNotice';
import { TopBar } from './TopBar';
import styles from './SiteHeader.module.css';

/**
 * The header of spec §2: top bar, logo/search/account/cart row, sales rep bar, categories, promotions, spend progress
 * bar, stock prompt or location.
 */
export async function SiteHeader({ session }: { session: SessionView }) {
  // The customer as remembered for this session (lib/session/session-cache.ts); the header only needs its addresses,
  // which a sales representative acting for no customer does not have.
  const [tree, customer] = await Promise.all([
    getCategoryTree(),
    session.loggedIn && !session.salesRep ? getRememberedCustomer() : undefined,
  ]);
  const items = toNavItems(tree);
  return (
    <header className={styles.header}>
      <TopBar session={session} />
      <div className={`container ${styles.mainRow}`}>
        <MobileMenu items={items} loggedIn={session.loggedIn} firstName={session.firstName} />
        <div className={styles.logo}>
          <Logo />
        </div>
        <SearchBox />
        <Link href={sitePaths.account} className={`icon-button ${styles.account}`} aria-label="My account">
          <UserIcon />
        </Link>
        <div className={styles.cart}>
          <CartLink itemCount={session.cartItemCount} />
        </div>
      </div>
      {session.representative ? <SalesRepBar actingFor={session.representative.actingFor} /> : null}
      <DesktopNav items={items} />
      <PromoBar />
      {session.spendProgress ? (
        <div className="container">
          <SpendProgress progress={session.spendProgress} placement="header" />
        </div>
      ) : null}
      {!session.salesRep && (customer ? <LocationModal {...locationOptions(customer)} /> : <StockNotice />)}
    </header>
  );
}
