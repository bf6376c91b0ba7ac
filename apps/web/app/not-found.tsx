import { NotFoundView } from '@/modules/layout/NotFoundView';
import { getRequestContext } from '@/lib/request-context';

export default async function NotFound() {
  const { pathname } = await getRequestContext();
  return <NotFoundView pathname={pathname} />;
}
