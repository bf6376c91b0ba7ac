import type { LandingBlock, LandingPage } from '@chairside/contracts';
import { CategoryTiles } from '@/modules/navigation/CategoryTiles';
import { ContentProductList } from '@/modules/content/ContentProductList';
import { FaqList } from '@/modules/content/FaqList';
import { Prose } from '@/modules/content/Prose';
import { CallToActionLink } from './CallToActionLink';
import styles from './Landing.module.css';

type Block<T extends LandingBlock['__typename']> = Extract<LandingBlock, { __typename: T }>;

/** The page's h1: the opening hero's heading, or the page title when the page opens otherwise. */
function HeroBlock({ block, isPageHeading }: { block: Block<'HeroBlock'>; isPageHeading: boolean }) {
  const Heading = isPageHeading ? 'h1' : 'h2';
  return (
    <section className={styles.hero}>
      <div className={styles.heroText}>
        <Heading className={styles.heroHeading}>{block.heading}</Heading>
        {block.subheading && <p className={styles.heroSubheading}>{block.subheading}</p>}
        {block.cta && <CallToActionLink cta={block.cta} />}
      </div>
      {block.heroImageUrl && (
        // alt="": the heading says what the section is about; the illustration adds nothing to read.
        <img
          src={block.heroImageUrl}
          alt=""
          width={1200}
          height={630}
          className={styles.heroImage}
          fetchPriority={isPageHeading ? 'high' : undefined}
        />
      )}
    </section>
  );
}

function SectionHeading({ text }: { text: string | null }) {
  return text ? <h2 className={styles.sectionHeading}>{text}</h2> : null;
}

function BlockView({ block, isPageHeading }: { block: LandingBlock; isPageHeading: boolean }) {
  switch (block.__typename) {
    case 'HeroBlock':
      return <HeroBlock block={block} isPageHeading={isPageHeading} />;
    case 'RichTextBlock':
      return (
        <section className={`${styles.block} ${styles.richText}`}>
          <Prose html={block.html} />
        </section>
      );
    case 'ProductGridBlock':
      return block.products.length ? (
        <section className={styles.block}>
          <SectionHeading text={block.heading} />
          <ContentProductList products={block.products} label={block.heading ?? 'Products'} wide />
        </section>
      ) : null;
    case 'CategoryTilesBlock':
      return (
        <section className={styles.block}>
          <SectionHeading text={block.heading} />
          <CategoryTiles links={block.categories.map((category) => ({ label: category.name, href: category.href }))} />
        </section>
      );
    case 'CallToActionBlock':
      return (
        <section className={`${styles.block} ${styles.callToAction}`}>
          <h2 className={styles.sectionHeading}>{block.heading}</h2>
          <Prose html={block.bodyHtml} className={styles.callToActionBody} />
          <CallToActionLink cta={block.cta} />
        </section>
      );
    case 'FaqBlock':
      return (
        <section className={styles.block}>
          <SectionHeading text={block.heading ?? 'Frequently asked questions'} />
          <FaqList items={block.items} />
        </section>
      );
  }
}

/** A landing page: its blocks in order. A page that does not open with a hero gets its title as the heading. */
export function LandingPageView({ page }: { page: LandingPage }) {
  const opensWithHero = page.blocks[0]?.__typename === 'HeroBlock';
  return (
    <div className={styles.page}>
      {!opensWithHero && <h1 className={styles.title}>{page.title}</h1>}
      {page.blocks.map((block, index) => (
        <BlockView key={index} block={block} isPageHeading={opensWithHero && index === 0} />
      ))}
    </div>
  );
}
