import { jobRoleLabel, messages, support } from '@chairside/domain';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getMyOffices } from '@/lib/api/me';
import { isSalesRep, isSalesRepWithoutCustomer } from '@/lib/session/sales-rep';
import { addressLines } from '@/modules/account/address';
import { OfficeSwitcher } from '@/modules/account/OfficeSwitcher';
import { sitePaths } from '@/modules/navigation/site-links';
import { requireCustomerPage } from '@/modules/account/require-customer';
import { NotifyRepOrdersToggle } from '@/modules/account/NotifyRepOrdersToggle';
import { RepDashboard } from '@/modules/sales-rep/RepDashboard';
import { SmsAccountSection } from '@/modules/sms/SmsAccountSection';
import styles from '@/modules/account/account.module.css';
import repStyles from '@/modules/sales-rep/sales-rep.module.css';

export const metadata: Metadata = { title: 'My Account', robots: { index: false } };

export default async function AccountDashboard() {
  const customer = await requireCustomerPage('/customer/account');
  const jobFunction = customer.custom.fields.job_function;
  const contact = (
    <section aria-labelledby="contact-heading">
      <h2 id="contact-heading">Contact Information</h2>
      <p data-testid="account-name">{[customer.firstName, customer.lastName].filter(Boolean).join(' ')}</p>
      <p>{customer.email}</p>
      {jobFunction ? <p>{jobRoleLabel(jobFunction)}</p> : null}
      <Link href="/customer/profile/edit">Edit account information</Link>
    </section>
  );
  // A sales representative's own profile is its own, with its dashboard; offices, addresses and orders are a
  // customer's, shown as the customer sees them once the representative acts for one.
  if (isSalesRepWithoutCustomer(customer))
    return (
      <div className={repStyles.page}>
        <h1>My Account</h1>
        {contact}
        <RepDashboard />
      </div>
    );
  const offices = await getMyOffices();
  const activeOffice = offices.find((office) => office.isActive);
  // The API applies the default-address rules (spec §4) and persists the result; the page only shows it.
  const defaultAddressId = customer.defaultShippingAddressId;
  const defaultAddress = customer.addresses.find((address) => address.id === defaultAddressId);
  return (
    <div className={styles.page}>
      <h1>My Account</h1>
      {contact}
      <section aria-labelledby="office-heading">
        <h2 id="office-heading">Office</h2>
        {offices.length > 0 ? (
          <OfficeSwitcher offices={offices.map(({ id, name, isActive }) => ({ id, name, isActive }))} />
        ) : (
          <p>No office is linked to this account.</p>
        )}
        {/* The customer's own choice: a representative acting for it does not make it. */}
        {activeOffice && !isSalesRep(customer) ? (
          <NotifyRepOrdersToggle officeId={activeOffice.id} notify={activeOffice.notify_rep_orders ?? true} />
        ) : null}
      </section>
      <section aria-labelledby="shipping-heading">
        <h2 id="shipping-heading">Default Shipping Address</h2>
        {defaultAddress ? (
          <address>
            {addressLines(defaultAddress).map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
          </address>
        ) : (
          <p role="status">{messages.noShippingAddress(support.phone)}</p>
        )}
        <Link href="/customer/account/addresses">Manage addresses</Link>
      </section>
      <SmsAccountSection buttonClassName={styles.button} />
      <nav aria-label="Account">
        <ul className={styles.links}>
          <li>
            <Link href="/customer/account/addresses">Addresses</Link>
          </li>
          <li>
            <Link href="/customer/account/orders">Orders</Link>
          </li>
          <li>
            <Link href="/customer/account/recent">Recently bought</Link>
          </li>
          <li>
            <Link href="/customer/account/invoices">Invoices</Link>
          </li>
          <li>
            <Link href={sitePaths.favorites}>Favorites and lists</Link>
          </li>
          <li>
            <Link href="/customer/account/replenish">REPLENISH</Link>
          </li>
          <li>
            <Link href="/customer/account/thrive">ASAP rewards</Link>
          </li>
          <li>
            <Link href="/customer/account/payments">Payment methods</Link>
          </li>
          <li>
            <Link href="/customer/account/activity">Activity</Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
