'use client';

import { SubmitButton } from '@/modules/forms/SubmitButton';
import { useSettledForm } from '@/modules/forms/useSettledForm';
import { sitePaths } from '@/modules/navigation/site-links';

/**
 * Sign Out: a plain POST the browser sends itself (it works before the page's scripts load, and the answer leaves
 * the page); on the one submit path, it shows it is signing out and is sent once however often it is pressed.
 */
export function SignOutForm({ buttonClassName }: { buttonClassName: string | undefined }) {
  const { formProps, loading } = useSettledForm({ native: true });
  return (
    <form method="post" action={sitePaths.signOut} {...formProps}>
      <SubmitButton className={buttonClassName} loading={loading} loadingText="Signing out…">
        Sign Out
      </SubmitButton>
    </form>
  );
}
