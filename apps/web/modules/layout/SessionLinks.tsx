import Link from 'next/link';
import { sitePaths } from '@/modules/navigation/site-links';
import { SignOutForm } from './SignOutForm';

/**
 * The session's entries of a link list (spec §2 top bar): Favorites (issue 15) and Sign Out for a signed-in visitor, Create
 * an account and Sign In otherwise. Shared by the desktop top bar and the phone menu, which must
 * offer the same.
 */
export function SessionLinks({
  loggedIn,
  buttonClassName,
}: {
  loggedIn: boolean;
  buttonClassName: string | undefined;
}) {
  if (loggedIn)
    return (
      <>
        <li>
          <Link href={sitePaths.favorites}>Favorites</Link>
        </li>
        <li>
          <SignOutForm buttonClassName={buttonClassName} />
        </li>
      </>
    );
  return (
    <>
      <li>
        <Link href={sitePaths.createAccount}>Create an account</Link>
      </li>
      <li>
        <Link href={sitePaths.signIn}>Sign In</Link>
      </li>
    </>
  );
}
