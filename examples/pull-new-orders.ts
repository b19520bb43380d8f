import { pathToFileURL } from "node:url";
import { createPortalClient, dataOf, type PortalClient } from "@portal/client";

/**
 * Pulls the shop's new orders (placed and accepted, status `ordered`) with their lines, as a
 * production system (MIS/ERP) would: it remembers the highest order number it took and asks for
 * the newer ones (docs/integration-api.md).
 *
 *   PORTAL_URL=https://portal.example.com PORTAL_AUTH="X-API-Key: ptk_..." \
 *     npx tsx examples/pull-new-orders.ts [afterOrderNumber]
 *
 * PORTAL_AUTH is the credentials header: a shop machine key with the orders:read scope, or a
 * staff user's token (`Authorization: Bearer <token>`).
 */

/** One order as the order desk shows it: customer, addresses, lines, payments, history. */
type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;

export interface PullOptions {
  baseUrl: string;
  /** The credentials header, e.g. `{ "X-API-Key": key }` or `{ Authorization: "Bearer <token>" }`. */
  auth: Record<string, string>;
  /** The highest order number pulled before: only newer orders are answered (0: all of them). */
  afterOrderNumber?: number;
  fetch?: typeof globalThis.fetch;
}

const PAGE_SIZE = 100;

function orderDetail(client: PortalClient, orderNumber: number) {
  return dataOf(client.GET("/api/Staff/Orders/{orderNumber}", { params: { path: { orderNumber } } }));
}

/** The new orders after `afterOrderNumber`, oldest first, each with its lines. */
export async function pullNewOrders(options: PullOptions): Promise<OrderDetail[]> {
  const client = createPortalClient(options);
  const after = options.afterOrderNumber ?? 0;
  const numbers: number[] = [];
  // The queue answers newest first: page until an order already taken (or the last page).
  for (let page = 1; ; page++) {
    const queue = await dataOf(
      client.GET("/api/Staff/Orders", { params: { query: { status: "ordered", page, pageSize: PAGE_SIZE } } }),
    );
    const newer = queue.Orders.filter((o) => o.OrderNumber > after);
    numbers.push(...newer.map((o) => o.OrderNumber));
    if (newer.length < queue.Orders.length || page * PAGE_SIZE >= queue.Total) break;
  }
  numbers.sort((a, b) => a - b);
  const orders: OrderDetail[] = [];
  for (const orderNumber of numbers) orders.push(await orderDetail(client, orderNumber));
  return orders;
}

/** `Name: value` as a header object. */
function header(line: string): Record<string, string> {
  const at = line.indexOf(":");
  if (at < 1) throw new Error('PORTAL_AUTH must be a header line, e.g. "X-API-Key: ptk_..."');
  return { [line.slice(0, at).trim()]: line.slice(at + 1).trim() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const baseUrl = process.env.PORTAL_URL;
  const auth = process.env.PORTAL_AUTH;
  if (!baseUrl || !auth) {
    console.error('Set PORTAL_URL and PORTAL_AUTH (e.g. "X-API-Key: ptk_...").');
    process.exit(2);
  }
  const orders = await pullNewOrders({ baseUrl, auth: header(auth), afterOrderNumber: Number(process.argv[2] ?? 0) });
  for (const order of orders) console.log(JSON.stringify(order));
}
