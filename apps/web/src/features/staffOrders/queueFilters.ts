import {
  ORDER_STATUSES,
  type OrderProofState,
  type OrderStatus,
  type StaffOrderQuery,
  StaffOrderQuerySchema,
} from "@portal/contract";

/**
 * The queue's filters as the page keeps them in the URL query (so reload and Back keep them). The
 * customer's name rides along with its id so the picker can show it without another call.
 */
export interface QueueFilters {
  status: OrderStatus | null;
  customerId: number | null;
  customerName: string;
  from: string;
  to: string;
  productType: string;
  late: boolean;
  proof: OrderProofState | null;
  q: string;
  page: number;
}

export const EMPTY_FILTERS: QueueFilters = {
  status: null,
  customerId: null,
  customerName: "",
  from: "",
  to: "",
  productType: "",
  late: false,
  proof: null,
  q: "",
  page: 1,
};

export const QUEUE_PAGE_SIZE = 25;

const shape = StaffOrderQuerySchema.shape;

/** One field of the contract's query schema, or undefined when the URL's value is not valid for it. */
function field<K extends keyof typeof shape>(key: K, raw: string | null): StaffOrderQuery[K] | undefined {
  if (raw === null || raw === "") return undefined;
  const parsed = shape[key].safeParse(raw);
  return parsed.success ? (parsed.data as StaffOrderQuery[K]) : undefined;
}

/** Reads the filters from a URL query; a value the server would refuse is dropped, not sent. */
export function filtersFromSearch(search: URLSearchParams): QueueFilters {
  const status = search.get("status");
  const customerId = field("customerId", search.get("customer"));
  return {
    status: status && (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : null,
    customerId: customerId ?? null,
    customerName: customerId ? (search.get("customerName") ?? "").slice(0, 200) : "",
    from: field("from", search.get("from")) ?? "",
    to: field("to", search.get("to")) ?? "",
    productType: field("productType", search.get("productType")) ?? "",
    late: search.get("late") === "true",
    proof: field("proof", search.get("proof")) ?? null,
    q: field("q", search.get("q")) ?? "",
    page: field("page", search.get("page")) ?? 1,
  };
}

/** The URL query of the filters; empty and default values are left out. */
export function searchFromFilters(f: QueueFilters): URLSearchParams {
  const s = new URLSearchParams();
  if (f.status) s.set("status", f.status);
  if (f.customerId) {
    s.set("customer", String(f.customerId));
    if (f.customerName) s.set("customerName", f.customerName);
  }
  if (f.from) s.set("from", f.from);
  if (f.to) s.set("to", f.to);
  if (f.productType) s.set("productType", f.productType);
  if (f.late) s.set("late", "true");
  if (f.proof) s.set("proof", f.proof);
  if (f.q.trim()) s.set("q", f.q.trim());
  if (f.page > 1) s.set("page", String(f.page));
  return s;
}

/** The GET /Staff/Orders query string for the filters (the contract's names). */
export function apiQueryOf(f: QueueFilters): string {
  const s = new URLSearchParams();
  s.set("page", String(f.page));
  s.set("pageSize", String(QUEUE_PAGE_SIZE));
  if (f.status) s.set("status", f.status);
  if (f.customerId) s.set("customerId", String(f.customerId));
  if (f.from) s.set("from", f.from);
  if (f.to) s.set("to", f.to);
  if (f.productType) s.set("productType", f.productType);
  if (f.late) s.set("late", "true");
  if (f.proof) s.set("proof", f.proof);
  if (f.q.trim()) s.set("q", f.q.trim());
  return s.toString();
}

/** A change of any filter but the page starts again at page 1. */
export function withFilter(f: QueueFilters, change: Partial<Omit<QueueFilters, "page">>): QueueFilters {
  return { ...f, ...change, page: 1 };
}

/** A from date after the to date: said before the call, which the server would answer with nothing. */
export function dateRangeError(f: Pick<QueueFilters, "from" | "to">): string {
  return f.from && f.to && f.from > f.to ? "The From date is after the To date." : "";
}
