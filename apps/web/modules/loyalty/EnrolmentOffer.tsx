import type { AsapProgramme, Customer, LoyaltyOverview } from '@chairside/contracts';
import type { LoyaltyResult } from '@/lib/api/loyalty';
import { CustomerRequiredNotice } from '@/modules/sales-rep/CustomerRequired';
import { EnrolledNotice, IneligibleNotice, VisitorInvitation } from './EnrolmentPanels';
import { EnrolmentForm } from './EnrolmentForm';
import { programmePracticeType } from './enrolment-form';
import { enrolmentChoice } from './standing-view';
import { loyaltyTexts } from './texts';
import styles from './loyalty.module.css';

/** Who visits the programme page, as the page read it. */
export type ProgrammeVisitor =
  | { kind: 'visitor' }
  | { kind: 'sales-rep' }
  | { kind: 'customer'; customer: Customer; loyalty: LoyaltyResult<LoyaltyOverview> };

/**
 * The programme page's panel for whoever visits: sign-in buttons for a visitor, the enrolment form for an office that
 * may enrol, or why not; a sales representative first chooses the customer it acts for.
 */
export function EnrolmentOffer({
  visitor,
  programme,
}: {
  visitor: ProgrammeVisitor;
  programme: AsapProgramme | undefined;
}) {
  if (visitor.kind === 'visitor') return <VisitorInvitation />;
  if (visitor.kind === 'sales-rep')
    return (
      <div className={styles.panel}>
        <CustomerRequiredNotice />
      </div>
    );
  const { customer, loyalty } = visitor;
  if (!loyalty.ok)
    return (
      <p role="alert" className={`${styles.panel} ${styles.error}`}>
        {loyalty.status === 404 ? loyaltyTexts.noOffice : loyaltyTexts.readUnavailable}
      </p>
    );
  const { office, status, enrollment } = loyalty.value;
  const choice = enrolmentChoice(status, customer, programme ?? loyalty.value.programme);
  if (choice.kind === 'ineligible') return <IneligibleNotice office={office.name} reason={choice.reason} />;
  const fields = customer.custom.fields;
  return (
    <EnrolmentForm
      prefill={{
        office: office.name,
        practiceName: fields.practice_name || office.name,
        contactName: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
        practiceType: programmePracticeType(fields.practice_type),
      }}
      enrolled={
        choice.kind === 'enrolled' ? <EnrolledNotice office={office.name} since={enrollment?.enrolled_at} /> : undefined
      }
    />
  );
}
