import 'server-only';
import { getMyShoppingList } from '@/lib/api/shopping-lists';
import { listToCsv } from './list-csv';
import { listName } from './list-names';
import { listRows } from './list-view';

const noStore = { 'cache-control': 'private, no-store' };

/** A file name from the list's name: letters, digits and dashes only, so no header or path can be smuggled in. */
const fileName = (name: string) =>
  `${
    name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'list'
  }.csv`;

/** GET …/favorites/{id}/export: the list as CSV, for whoever may see it (read-only office lists too). */
export async function exportListResponse(id: string): Promise<Response> {
  if (id.length > 64) return new Response('List not found', { status: 404, headers: noStore });
  const list = await getMyShoppingList(id);
  if (!list.ok) {
    const status = list.status === 401 ? 401 : list.status === 404 || list.status === 400 ? 404 : 503;
    return new Response(status === 404 ? 'List not found' : 'Unavailable', { status, headers: noStore });
  }
  const csv = listToCsv(
    listRows(list.value).map((row) => ({
      itemNumber: row.itemNumber,
      uom: row.uom,
      quantity: row.quantity,
      sku: row.sku ?? '',
      name: row.name,
      note: row.note,
    })),
  );
  // A BOM so spreadsheet programs read the file as UTF-8.
  return new Response(`\uFEFF${csv}\r\n`, {
    headers: {
      ...noStore,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName(listName(list.value))}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}
