import type { AsapProgramme } from '@chairside/contracts';
import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { getAsapProgramme, getMyLoyalty } from '@/lib/api/loyalty';
import { isSalesRepWithoutCustomer } from '@/lib/session/sales-rep';
import { getRememberedCustomer } from '@/lib/session/session';
import { EnrolmentOffer, type ProgrammeVisitor } from '@/modules/loyalty/EnrolmentOffer';
import { ProgrammeDetails } from '@/modules/loyalty/ProgrammeDetails';
import { loyaltyTexts } from '@/modules/loyalty/texts';
import styles from '@/modules/loyalty/loyalty.module.css';

export const metadata: Metadata = { title: loyaltyTexts.programmeTitle, description: loyaltyTexts.programmeIntro };

async function programmeOrNone(): Promise<AsapProgramme | undefined> {
  try {
    return await getAsapProgramme();
  } catch (error) {
    unstable_rethrow(error); // Next's own control flow (dynamic rendering) is not a failure
    console.error('ASAP programme read failed:', error);
    return undefined;
  }
}

/** A signed-in customer's office standing is read with the programme, not after it. */
async function visitorOf(): Promise<ProgrammeVisitor> {
  const customer = await getRememberedCustomer();
  if (!customer) return { kind: 'visitor' };
  if (isSalesRepWithoutCustomer(customer)) return { kind: 'sales-rep' };
  return { kind: 'customer', customer, loyalty: await getMyLoyalty() };
}

/** The public programme page (spec §2 asap-enrollment): what ASAP gives and its rules, and the visitor's way in. */
export default async function AsapEnrollmentPage() {
  const [visitor, read] = await Promise.all([visitorOf(), programmeOrNone()]);
  // The office's standing carries the programme too: a signed-in customer still reads it if the public read failed.
  const programme =
    read ?? (visitor.kind === 'customer' && visitor.loyalty.ok ? visitor.loyalty.value.programme : undefined);
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Loyalty programme</p>
      <h1>{loyaltyTexts.programmeTitle}</h1>
      <p className={styles.intro}>{loyaltyTexts.programmeIntro}</p>
      <div className={styles.layout}>
        <div className={styles.panelArea}>
          <EnrolmentOffer visitor={visitor} programme={programme} />
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
