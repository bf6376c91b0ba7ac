import { accountMessages } from '@chairside/domain';
import type { Metadata } from 'next';
import { OtherSessionsForm } from '@/modules/account/OtherSessionsForm';
import { PasswordForm, ProfileForm } from '@/modules/account/ProfileForms';
import { syncedCustomerEmailOf } from '@/lib/session/sales-rep';
import { requireCustomerPage } from '@/modules/account/require-customer';
import { CustomerOnlyNotice } from '@/modules/sales-rep/CustomerOnlyNotice';
import styles from '@/modules/account/account.module.css';

export const metadata: Metadata = { title: 'Account Information', robots: { index: false } };

export default async function ProfileEditPage() {
  const customer = await requireCustomerPage('/customer/profile/edit');
  return (
    <div className={styles.page}>
      <h1>Account Information</h1>
      <p>{customer.email}</p>
      <ProfileForm
        firstName={customer.firstName ?? ''}
        lastName={customer.lastName ?? ''}
        jobFunction={customer.custom.fields.job_function ?? ''}
      />
      {/* A representative acting for the customer changes neither its password nor its sign-ins (the API refuses). */}
      {syncedCustomerEmailOf(customer) ? (
        <CustomerOnlyNotice />
      ) : (
        <>
          <h2>Change Password</h2>
          <PasswordForm />
          <h2>{accountMessages.otherSessionsTitle}</h2>
          <OtherSessionsForm />
        </>
      )}
    </div>
  );
}
