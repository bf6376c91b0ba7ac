import { and, eq, isNotNull, lte, ne, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { discountCodes, smsSignups } from '../schema';

export type SmsSignupRecord = typeof smsSignups.$inferSelect;

/** A sign-up with the discount code it earned (once confirmed): the code and whether an order has used it. */
export interface SmsSignupView {
  signup: SmsSignupRecord;
  discountCode: { id: string; code: string; permyriad: number | null; applications: number } | null;
}

/** The consent a sign-up records (TCPA): the exact text shown, its version, when, and the visitor's address. */
export interface SmsConsentRecord {
  consentText: string;
  consentVersion: string;
  consentedAt: Date;
  consentIp: string | null;
  consentUserAgent: string | null;
}

/** A freshly texted code: its hash, when it runs out, and when it was sent. */
export interface SmsCodeIssue {
  codeHash: string;
  codeExpiresAt: Date;
  codeSentAt: Date;
  /** Only a sign-up whose last code went out at or before this instant takes a new one (the resend cooldown). */
  sentNoLaterThan: Date;
}

/** The unique index that makes one confirmed sign-up per number. */
export const smsConfirmedPhoneIndex = 'sms_signups_confirmed_phone_key';

/**
 * SMS sign-ups (issue 20). Every write is one statement guarded by the row's state, so concurrent requests of one
 * customer queue on its row: a code is issued only past the cooldown, an attempt is counted once per entry, and only
 * one confirmation wins.
 */
export function smsSignupRepository(db: Db) {
  const cooledDown = (sentNoLaterThan: Date) =>
    or(isNull(smsSignups.codeSentAt), lte(smsSignups.codeSentAt, sentNoLaterThan));
  const bumped = { version: sql`${smsSignups.version} + 1`, lastModifiedAt: sql`now()` };

  return {
    async findByCustomer(customerId: string): Promise<SmsSignupView | undefined> {
      const [row] = await db
        .select({
          signup: smsSignups,
          discountCode: {
            id: discountCodes.id,
            code: discountCodes.code,
            permyriad: discountCodes.permyriad,
            applications: discountCodes.applications,
          },
        })
        .from(smsSignups)
        .leftJoin(discountCodes, eq(discountCodes.id, smsSignups.discountCodeId))
        .where(eq(smsSignups.customerId, customerId));
      return row;
    },

    /** Whether another customer has confirmed this number (a pending sign-up of someone else's does not count). */
    async phoneConfirmedByOther(phone: string, customerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: smsSignups.id })
        .from(smsSignups)
        .where(
          and(eq(smsSignups.phone, phone), eq(smsSignups.status, 'confirmed'), ne(smsSignups.customerId, customerId)),
        );
      return row !== undefined;
    },

    /**
     * Starts the customer's sign-up, or restarts its pending one with this number, consent and a new code. Nothing is
     * written (undefined) when the customer has confirmed already or its last code went out within the cooldown.
     */
    async start(
      customerId: string,
      phone: string,
      consent: SmsConsentRecord,
      code: SmsCodeIssue,
    ): Promise<SmsSignupRecord | undefined> {
      const { sentNoLaterThan, ...issued } = code;
      const [row] = await db
        .insert(smsSignups)
        .values({ customerId, phone, ...consent, ...issued, codeAttempts: 0 })
        .onConflictDoUpdate({
          target: smsSignups.customerId,
          set: { phone, ...consent, ...issued, codeAttempts: 0, ...bumped },
          setWhere: and(eq(smsSignups.status, 'pending'), cooledDown(sentNoLaterThan)),
        })
        .returning();
      return row;
    },

    /** A new code for the pending sign-up; undefined when there is none or its last code is too recent. */
    async issueCode(customerId: string, code: SmsCodeIssue): Promise<SmsSignupRecord | undefined> {
      const { sentNoLaterThan, ...issued } = code;
      const [row] = await db
        .update(smsSignups)
        .set({ ...issued, codeAttempts: 0, ...bumped })
        .where(
          and(eq(smsSignups.customerId, customerId), eq(smsSignups.status, 'pending'), cooledDown(sentNoLaterThan)),
        )
        .returning();
      return row;
    },

    /** Counts one entry against the pending code and returns the sign-up as counted; undefined without a pending code. */
    async countAttempt(customerId: string): Promise<SmsSignupRecord | undefined> {
      const [row] = await db
        .update(smsSignups)
        .set({ codeAttempts: sql`${smsSignups.codeAttempts} + 1` })
        .where(
          and(eq(smsSignups.customerId, customerId), eq(smsSignups.status, 'pending'), isNotNull(smsSignups.codeHash)),
        )
        .returning();
      return row;
    },

    /**
     * Confirms the pending sign-up with its discount code, inside the transaction that created the code. Undefined when
     * another request confirmed it first (the caller then rolls its code back). A number another customer confirmed
     * meanwhile fails on smsConfirmedPhoneIndex.
     */
    async confirm(signupId: string, discountCodeId: string, at: Date): Promise<SmsSignupRecord | undefined> {
      const [row] = await db
        .update(smsSignups)
        .set({
          status: 'confirmed',
          confirmedAt: at,
          discountCodeId,
          codeHash: null,
          codeExpiresAt: null,
          ...bumped,
        })
        .where(and(eq(smsSignups.id, signupId), eq(smsSignups.status, 'pending')))
        .returning();
      return row;
    },
  };
}
