import Link from 'next/link';
import { sitePaths } from '@/modules/navigation/site-links';
import { homeTexts } from './texts';
import styles from './Hero.module.css';

export function Hero({ loggedIn }: { loggedIn: boolean }) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <h1 id="hero-title" className={styles.title}>
        {homeTexts.heroTitle}
      </h1>
      <p className={styles.body}>{homeTexts.heroBody}</p>
      {!loggedIn && (
        <div className={styles.actions}>
          <Link href={sitePaths.signIn} className="button button-primary">
            {homeTexts.heroCallToAction}
          </Link>
          <Link href={sitePaths.createAccount} className="button button-secondary">
            {homeTexts.heroSecondaryAction}
          </Link>
        </div>
      )}
    </section>
  );
}
