import { smsTexts } from '@chairside/domain';
import { getMySmsSignup } from './sms-api';
import { SmsDiscountCode } from './SmsDiscountCode';
import { SmsSignupButton } from './SmsSignupButton';

/**
 * The account dashboard's SMS offers: the sign-up's discount code and whether it was used, or a way to sign up (or to
 * finish signing up). Says nothing when the API cannot answer, rather than holding up the page.
 */
export async function SmsAccountSection({ buttonClassName }: { buttonClassName?: string }) {
  const result = await getMySmsSignup();
  if (!result.ok && result.status !== 404) return null;
  const signup = result.ok ? result.signup : undefined;
  return (
    <section aria-labelledby="sms-heading" data-testid="account-sms">
      <h2 id="sms-heading">{smsTexts.accountTitle}</h2>
      {signup?.status === 'confirmed' ? (
        <>
          <p>{smsTexts.accountCode(signup.phone_display)}</p>
          {signup.discount_code ? <SmsDiscountCode code={signup.discount_code} /> : null}
        </>
      ) : (
        <>
          <p>{signup ? smsTexts.accountPending : smsTexts.accountNotSignedUp}</p>
          <SmsSignupButton className={buttonClassName}>
            {signup ? smsTexts.accountFinish : smsTexts.title}
          </SmsSignupButton>
        </>
      )}
    </section>
  );
}
