import type { ApiKeyScope } from "@portal/contract";

/**
 * The calls a machine key may make, each with the scope it needs (docs/product/integration-api.md).
 * A call not listed here refuses every key (403). Kept in one place so the whole surface a key
 * reaches can be read at once; start-up fails when an entry names no route (access.ts).
 */
const KEY_SCOPES: Record<string, ApiKeyScope> = {
  // Shop keys: the order desk.
  "GET /api/Staff/Orders": "orders:read",
  "GET /api/Staff/Orders/:orderNumber": "orders:read",
  "GET /api/Staff/Orders/:orderNumber/Lines/:lineId/Artwork": "orders:read",
  "GET /api/Staff/Orders/:orderNumber/JobTicket": "orders:read",
  "GET /api/Staff/Orders/:orderNumber/Lines/:lineId/JobTicket": "orders:read",
  "GET /api/Staff/Orders/:orderNumber/Invoice": "orders:read",
  "POST /api/Staff/Orders/:orderNumber/Move": "orders:write",
  "POST /api/Staff/Orders/:orderNumber/Ship": "orders:write",
  // Shop keys: the catalog (the public reads answer a key only when it has the scope).
  "POST /api/TileMenu/GetTiles": "catalog:read",
  "POST /api/TileMenu/GetCategories": "catalog:read",
  "POST /api/TileMenu/GetAllMaterials": "catalog:read",
  "POST /api/Portal/GetProductOptions": "catalog:read",
  "POST /api/Store/GetPricing": "catalog:read",
  "GET /api/Staff/Catalog/Availability": "catalog:read",
  // Company keys: the cart, repeat orders and checkout.
  "POST /api/Store/GetCart": "cart",
  "POST /api/Store/GetCartTotal": "cart",
  "POST /api/Store/UpdateQuantity": "cart",
  "POST /api/Store/DeleteCartItem": "cart",
  "POST /api/Store/ClearCart": "cart",
  "POST /api/Store/AddToCart": "cart",
  "POST /api/Store/ReorderPreview": "cart",
  "POST /api/Store/Reorder": "cart",
  "POST /api/Store/GetShippingRates": "cart",
  "POST /api/Store/Checkout": "cart",
  // Company keys: the company's orders.
  "POST /api/Store/AccountOrders": "orders",
  "POST /api/Store/GetOrderDetails": "orders",
  "GET /api/Store/GetOrderStatusList": "orders",
  "GET /api/Store/Orders/:orderNumber/Invoice": "orders",
};

/** The scope a key needs for this route, or undefined when no key may call it. */
export function keyScopeOf(method: string | string[], url: string): ApiKeyScope | undefined {
  const m = Array.isArray(method) ? method[0] : method;
  return KEY_SCOPES[`${m} ${url}`];
}

/** The entries naming no route of the app (a renamed route must not silently drop out). */
export function unknownKeyRoutes(routes: { method: string | string[]; url: string }[]): string[] {
  const known = new Set(routes.flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`)));
  return Object.keys(KEY_SCOPES).filter((k) => !known.has(k));
}
