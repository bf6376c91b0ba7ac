import type { Metadata } from 'next';
import { getMyLoyalty } from '@/lib/api/loyalty';
import { requireCustomerToActFor } from '@/modules/account/require-customer';
import { RewardsDashboard } from '@/modules/loyalty/RewardsDashboard';
import { rewardsPath } from '@/modules/loyalty/paths';
import { enrolmentChoice } from '@/modules/loyalty/standing-view';
import { loyaltyTexts } from '@/modules/loyalty/texts';
import { CustomerRequired } from '@/modules/sales-rep/CustomerRequired';
import styles from '@/modules/loyalty/loyalty.module.css';

export const metadata: Metadata = { title: 'ASAP rewards', robots: { index: false } };

/** The active office's ASAP rewards (spec §2 /customer/account/thrive, login required). */
export default async function RewardsPage() {
  // Read alongside the customer check (it never throws): one API round trip less.
  const reading = getMyLoyalty();
  const customer = await requireCustomerToActFor(rewardsPath);
  if (!customer) return <CustomerRequired title={loyaltyTexts.rewardsTitle} />;
  const loyalty = await reading;
  return (
    <div className={styles.page}>
      {loyalty.ok ? (
        <RewardsDashboard
          overview={loyalty.value}
          choice={enrolmentChoice(loyalty.value.status, customer, loyalty.value.programme)}
        />
      ) : (
        <>
          <h1>{loyaltyTexts.rewardsTitle}</h1>
          <p role="alert" className={styles.error}>
            {loyalty.status === 404 ? loyaltyTexts.noOffice : loyaltyTexts.readUnavailable}
          </p>
        </>
      )}
    </div>
  );
}
