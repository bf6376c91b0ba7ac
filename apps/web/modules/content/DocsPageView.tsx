import type { DocsPage, DocsPageSummary } from '@chairside/contracts';
import { Breadcrumbs } from '@/modules/catalog/Breadcrumbs';
import { docsPagePath } from './content-paths';
import { formatContentDate } from './content-dates';
import { DocsSideIndex } from './DocsSideIndex';
import { FaqList } from './FaqList';
import { Prose } from './Prose';
import styles from './Docs.module.css';

/** A docs page: the side index of all of them, the page's headings, its body and its questions. */
export function DocsPageView({ page, index }: { page: DocsPage; index: readonly DocsPageSummary[] }) {
  const onThisPage = page.headings.filter((heading) => heading.level === 2);
  return (
    <>
      <Breadcrumbs trail={[{ name: page.navLabel, href: docsPagePath(page.slug) }]} />
      <div className={styles.layout}>
        <article className={styles.article}>
          <h1 className={styles.title}>{page.title}</h1>
          <p className={styles.updated}>
            Last updated <time dateTime={page.updatedAt}>{formatContentDate(page.updatedAt)}</time>
          </p>
          {onThisPage.length > 1 && (
            <nav aria-label="On this page" className={styles.onThisPage}>
              <h2 className={styles.onThisPageTitle}>On this page</h2>
              <ul>
                {onThisPage.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`}>{heading.text}</a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Prose html={page.bodyHtml} />
          {page.faq.length > 0 && (
            <section aria-labelledby="faq-heading" className={styles.faq}>
              <h2 id="faq-heading">Frequently asked questions</h2>
              <FaqList items={page.faq} />
            </section>
          )}
        </article>
        <DocsSideIndex pages={index} current={page.slug} />
      </div>
    </>
  );
}
