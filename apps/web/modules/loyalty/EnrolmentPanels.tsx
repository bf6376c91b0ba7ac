import type { AsapEnrollmentStatus } from '@chairside/contracts';
import Link from 'next/link';
import { formatCalendarDate } from '@/modules/invoices/invoice-view';
import { asapEnrollmentPath, createAccountPath, rewardsPath, signInToEnrolPath } from './paths';
import { loyaltyTexts } from './texts';
import styles from './loyalty.module.css';

/** A visitor: enrolment belongs to a signed-in customer's office. */
export function VisitorInvitation() {
  return (
    <section className={styles.panel} aria-labelledby="join-heading" data-testid="asap-visitor">
      <h2 id="join-heading">Join ASAP rewards</h2>
      <p>Sign in to enrol your office. Enrolment is free and takes a minute.</p>
      <p className={styles.muted}>
        New to Chairside? Create an account; once your practice&apos;s account is set up, come back here to enrol.
      </p>
      <div className={styles.buttons}>
        <Link href={signInToEnrolPath} className={styles.primary}>
          Sign in
        </Link>
        <Link href={createAccountPath} className={styles.secondary}>
          Create an account
        </Link>
      </div>
    </section>
  );
}

/** The office is already in the programme: nothing to fill in. */
export function EnrolledNotice({ office, since }: { office: string; since: string | undefined }) {
  return (
    <section className={styles.success} aria-labelledby="enrolled-heading" data-testid="asap-enrolled">
      <h2 id="enrolled-heading">You are enrolled</h2>
      <p>
        {office} is enrolled in ASAP rewards{since ? ` since ${formatCalendarDate(since.slice(0, 10))}` : ''}. Your
        loyalty discounts show in your prices and cart.
      </p>
      <Link href={rewardsPath} className={styles.primary}>
        See your rewards
      </Link>
    </section>
  );
}

/** An office the programme does not apply to (spec §5): why, and no form. */
export function IneligibleNotice({
  office,
  reason,
}: {
  office: string | undefined;
  reason: Exclude<AsapEnrollmentStatus, 'Enrolled' | 'NotEnrolled'>;
}) {
  return (
    <section className={styles.notice} aria-labelledby="ineligible-heading" data-testid="asap-ineligible">
      <h2 id="ineligible-heading">ASAP rewards do not apply{office ? ` to ${office}` : ''}</h2>
      <p>{loyaltyTexts.ineligible[reason]}</p>
      <p className={styles.muted}>
        Questions about your pricing? <Link href="/contact">Contact us</Link>.
      </p>
    </section>
  );
}

/** The dashboard's call to enrol, for an office that could; `upTo` is the best percentage the programme gives. */
export function EnrolInvitation({ upTo }: { upTo: string | undefined }) {
  return (
    <section className={styles.panel} aria-labelledby="enrol-heading" data-testid="asap-not-enrolled">
      <h2 id="enrol-heading">Your office is not enrolled</h2>
      <p>
        Enrol in ASAP rewards to save {upTo ? `up to ${upTo}` : 'a percentage'} off retail on eligible supplies,
        instruments, implants, biologics and equipment, more as your spend grows.
      </p>
      <Link href={asapEnrollmentPath} className={styles.primary}>
        Enrol now
      </Link>
    </section>
  );
}
