import { contactTexts } from '@chairside/domain';
import type { Metadata } from 'next';
import { getRememberedCustomer } from '@/lib/session/session';
import { ContactForm, type ContactPrefill } from '@/modules/contact/ContactForm';
import { SupportDetails } from '@/modules/contact/SupportDetails';
import styles from '@/modules/contact/contact.module.css';

export const metadata: Metadata = { title: contactTexts.title, description: contactTexts.intro };

/** The public contact page (spec §2): support contacts and a message form, prefilled for a signed-in customer. */
export default async function ContactPage() {
  const customer = await getRememberedCustomer();
  const prefill: ContactPrefill = customer
    ? {
        name: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || undefined,
        email: customer.email,
        company: customer.custom.fields.practice_name,
      }
    : {};
  return (
    <div className={styles.page}>
      <h1>{contactTexts.title}</h1>
      <p className={styles.intro}>{contactTexts.intro}</p>
      <div className={styles.layout}>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.formTitle}>
            {contactTexts.formTitle}
          </h2>
          <ContactForm prefill={prefill} />
        </section>
        <SupportDetails />
      </div>
    </div>
  );
}
