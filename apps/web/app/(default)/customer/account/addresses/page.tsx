import { accountMessages, messages, support } from '@chairside/domain';
import type { Metadata } from 'next';
import { addressLines } from '@/modules/account/address';
import { AddressList } from '@/modules/account/AddressList';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/account/account.module.css';

export const metadata: Metadata = { title: 'Address Book', robots: { index: false } };

export default async function AddressesPage() {
  const customer = await requireCustomerToActFor('/customer/account/addresses');
  if (!customer) return <CustomerRequired title="Address Book" />;
  // The API applies the default-address rules (spec §4) and persists the result; the page only shows it.
  const defaultAddressId = customer.defaultShippingAddressId;
  return (
    <div className={styles.page}>
      <h1>Address Book</h1>
      {defaultAddressId ? null : <p role="status">{messages.noShippingAddress(support.phone)}</p>}
      <AddressList
        deaLabel={accountMessages.deaApproved}
        addresses={customer.addresses.map((address) => ({
          id: address.id,
          lines: addressLines(address),
          deaApproved: address.custom.fields.has_active_dea_license,
          isDefault: address.id === defaultAddressId,
        }))}
      />
    </div>
  );
}
