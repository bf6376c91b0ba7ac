import { searchRepCustomers } from '@/lib/api/sales-reps';

/** Results as the switch page lists them while the representative types (the API's page of up to 50). */
const searchLimit = 8;
const noStore = { 'cache-control': 'private, no-store' };

/**
 * The Switch Customer search: GET /api/sales-reps/search?query=… → the representative's matching customers, asked
 * with its session's token (the API answers only for its assigned offices, and 403 for a customer).
 */
export async function GET(request: Request) {
  const query = (new URL(request.url).searchParams.get('query') ?? '').trim().slice(0, 100);
  const result = await searchRepCustomers(query, searchLimit);
  if (result.ok) return Response.json(result.value, { headers: noStore });
  const status = result.status === 401 || result.status === 403 || result.status === 400 ? result.status : 503;
  return Response.json({ message: result.message }, { status, headers: noStore });
}
