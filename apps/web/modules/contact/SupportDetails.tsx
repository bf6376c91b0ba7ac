import { contactTexts, support } from '@chairside/domain';
import styles from './contact.module.css';

/** The support phone, mailbox and hours the footer shows too, for visitors who would rather call. */
export function SupportDetails() {
  return (
    <aside className={styles.details} aria-labelledby="contact-support-title">
      <h2 id="contact-support-title">{contactTexts.supportTitle}</h2>
      <dl>
        <div>
          <dt>{contactTexts.callUs}</dt>
          <dd>
            <a href={support.phoneHref}>{support.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{contactTexts.emailUs}</dt>
          <dd>
            <a href={`mailto:${support.email}`}>{support.email}</a>
          </dd>
        </div>
        <div>
          <dt>{contactTexts.hours}</dt>
          <dd>{support.hours}</dd>
        </div>
      </dl>
    </aside>
  );
}
