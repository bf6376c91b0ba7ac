import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { getAsapProgramme } from '@/lib/api/loyalty';
import { getRememberedCustomer } from '@/lib/session/session';
import { EnrolmentOffer } from '@/modules/loyalty/EnrolmentOffer';
import { ProgrammeDetails } from '@/modules/loyalty/ProgrammeDetails';
import { loyaltyTexts } from '@/modules/loyalty/texts';
import styles from '@/modules/loyalty/loyalty.module.css';

export const metadata: Metadata = { title: loyaltyTexts.programmeTitle, description: loyaltyTexts.programmeIntro };

/** The public programme page (spec §2 asap-enrollment): what ASAP gives and its rules, and the visitor's way in. */
export default async function AsapEnrollmentPage() {
  const [customer, programme] = await Promise.all([
    getRememberedCustomer(),
    getAsapProgramme().catch((error: unknown) => {
      unstable_rethrow(error); // Next's own control flow (dynamic rendering) is not a failure
      console.error('ASAP programme read failed:', error);
      return undefined;
    }),
  ]);
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Loyalty programme</p>
      <h1>{loyaltyTexts.programmeTitle}</h1>
      <p className={styles.intro}>{loyaltyTexts.programmeIntro}</p>
      <div className={styles.layout}>
        <div className={styles.panelArea}>
          <EnrolmentOffer customer={customer} programme={programme} />
        </div>
        {programme ? (
          <ProgrammeDetails programme={programme} />
        ) : (
          <div className={styles.details}>
            <p role="alert" className={styles.error}>
              {loyaltyTexts.programmeUnavailable}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
