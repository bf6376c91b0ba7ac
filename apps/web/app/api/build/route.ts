import { currentBuildId } from '@/modules/build-updates/build-id';

export const dynamic = 'force-dynamic';

/** The build this server runs, which open tabs poll to learn of a deploy (spec §7 "build manifest"). Never cached. */
export function GET() {
  return Response.json({ buildId: currentBuildId() }, { headers: { 'cache-control': 'no-store' } });
}
