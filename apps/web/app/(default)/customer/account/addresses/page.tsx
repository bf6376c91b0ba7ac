import { chooseDefaultShippingAddress, messages, support } from '@chairside/domain';
import type { Metadata } from 'next';
import { addressEligible, addressLines } from '../../../../../modules/account/address';
import { AddressList } from '../../../../../modules/account/AddressList';
import { requireCustomerPage } from '../../../../../modules/account/require-customer';
import { accountTexts } from '../../../../../modules/account/texts';
import styles from '../../../../../modules/account/account.module.css';

export const metadata: Metadata = { title: 'Address Book', robots: { index: false } };

export default async function AddressesPage() {
  const customer = await requireCustomerPage('/customer/account/addresses');
  const choice = chooseDefaultShippingAddress({
    defaultShippingAddressId: customer.defaultShippingAddressId ?? null,
    addresses: customer.addresses.map((address) => ({
      id: address.id,
      shippingAccountNumber: address.custom.fields.hs_shipping_account_number ?? null,
      eligibleForOnlineOrdering: addressEligible(address),
    })),
    noAddressMessageSent: customer.custom.fields.no_address_message_sent,
  });
  return (
    <div className={styles.page}>
      <h1>Address Book</h1>
      {choice.addressId ? null : <p role="status">{messages.noShippingAddress(support.phone)}</p>}
      <AddressList
        deaLabel={accountTexts.deaApproved}
        addresses={customer.addresses.map((address) => ({
          id: address.id,
          lines: addressLines(address),
          deaApproved: address.custom.fields.has_active_dea_license,
          isDefault: address.id === choice.addressId,
        }))}
      />
    </div>
  );
}
