import { exportListResponse } from '@/modules/shopping-lists/list-export';

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  return exportListResponse((await params).id);
}
