import { smsTexts, support } from '@chairside/domain';
import Link from 'next/link';
import { getCategoryTree } from '@/lib/api/categories';
import { NewsletterForm } from '@/modules/newsletter/NewsletterForm';
import { topCategoryLinks } from '@/modules/navigation/nav-items';
import { informationLinks, productLandingLinks, resourceDownloads } from '@/modules/navigation/site-links';
import { SmsSignupButton } from '@/modules/sms/SmsSignupButton';
import { FooterLinkList } from './FooterLinkList';
import { layoutTexts } from './texts';
import styles from './SiteFooter.module.css';

/** The footer of spec §2: benefits, support, link columns, downloads, newsletter, copyright. */
export async function SiteFooter() {
  const categories = topCategoryLinks(await getCategoryTree());
  return (
    <footer className={styles.footer}>
      <ul className={`container ${styles.benefits}`}>
        {layoutTexts.benefits.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <h2 className={styles.benefitTitle}>
              {'href' in benefit ? (
                <Link href={benefit.href} className={styles.benefitLink}>
                  {benefit.title}
                </Link>
              ) : (
                benefit.title
              )}
            </h2>
            <p>{benefit.body}</p>
            {'smsSignup' in benefit ? (
              <SmsSignupButton className={styles.benefitAction}>{smsTexts.title}</SmsSignupButton>
            ) : null}
          </li>
        ))}
      </ul>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            Customer support
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={support.phoneHref}>{support.phone}</a>
            </li>
            <li>
              <a href={`mailto:${support.email}`}>{support.email}</a>
            </li>
            <li>{support.hours}</li>
          </ul>
        </section>
        <FooterLinkList title="Information" links={informationLinks} />
        <FooterLinkList title="Products" links={[...categories, ...productLandingLinks]} />
        <FooterLinkList title="Resources" links={resourceDownloads} download />
        <section aria-labelledby="footer-newsletter" className={styles.newsletter}>
          <h2 id="footer-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          <p>Product news, new arrivals and exclusive offers for your practice.</p>
          <NewsletterForm />
        </section>
      </div>
      <p className={styles.copyright}>{layoutTexts.copyright(new Date().getFullYear())}</p>
    </footer>
  );
}
