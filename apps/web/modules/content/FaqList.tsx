import type { FaqItem } from '@chairside/contracts';
import { Prose } from './Prose';
import styles from './Faq.module.css';

/** Questions as disclosures (<details>): keyboard and screen-reader ready without any script. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <Prose html={item.answerHtml} className={styles.answer} />
        </details>
      ))}
    </div>
  );
}
