import {
  ORDER_CHANGED,
  type OrderStatus,
  type StaffCustomerOptionSchema,
  type StaffOrderDetail,
  type StaffOrderPage,
} from "@portal/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api, fetchData } from "../../lib/api.js";
import { apiQueryOf, type QueueFilters } from "./queueFilters.js";
import type { ShipBody } from "./shipForm.js";

export type StaffCustomerOption = z.infer<typeof StaffCustomerOptionSchema>;

const staffOrderKeys = {
  all: ["staffOrders"] as const,
  queue: (query: string) => ["staffOrders", "queue", query] as const,
  customers: (q: string) => ["staffOrders", "customers", q] as const,
  detail: (orderNumber: number) => ["staffOrders", "detail", orderNumber] as const,
};

export const orderPath = (orderNumber: number) => `/Staff/Orders/${orderNumber}`;

export function useStaffQueue(filters: QueueFilters) {
  const query = apiQueryOf(filters);
  return useQuery({
    queryKey: staffOrderKeys.queue(query),
    queryFn: () => fetchData<StaffOrderPage>("GET", `/Staff/Orders?${query}`),
    // The table stays while the next page or filter loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useStaffCustomers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: staffOrderKeys.customers(q),
    queryFn: () => fetchData<StaffCustomerOption[]>("GET", `/Staff/Customers?q=${encodeURIComponent(q)}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useStaffOrder(orderNumber: number) {
  return useQuery({
    queryKey: staffOrderKeys.detail(orderNumber),
    queryFn: () => fetchData<StaffOrderDetail>("GET", orderPath(orderNumber)),
    enabled: orderNumber > 0,
    retry: false,
  });
}

/** A refused staff action; `stale` when someone else changed the order first (reload, then retry). */
export class StaffActionError extends Error {
  constructor(
    message: string,
    readonly stale: boolean,
  ) {
    super(message);
  }
}

export type StaffAction =
  | { kind: "move"; to: OrderStatus; note: string }
  | { kind: "ship"; body: ShipBody }
  | { kind: "cancel"; note: string };

/** What each action posts: the order's version as this screen saw it goes with every one. */
function actionRequest(orderNumber: number, version: number, action: StaffAction): { path: string; body: object } {
  const base = orderPath(orderNumber);
  switch (action.kind) {
    case "move":
      return { path: `${base}/Move`, body: { To: action.to, Version: version, Note: action.note.trim() } };
    case "ship":
      return { path: `${base}/Ship`, body: { ...action.body, Version: version } };
    case "cancel":
      return { path: `${base}/Cancel`, body: { Version: version, Note: action.note.trim() } };
  }
}

/** Runs a move, shipment or cancel; afterwards the order and the queue are read again. */
export function useStaffAction(orderNumber: number, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: StaffAction) => {
      const { path, body } = actionRequest(orderNumber, version, action);
      const reply = await api<unknown>("POST", path, body);
      if (reply.Status !== "ok") {
        const message = reply.Message || "The order could not be changed.";
        throw new StaffActionError(message, message === ORDER_CHANGED);
      }
      return reply.Message ?? "";
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffOrderKeys.all }),
  });
}
