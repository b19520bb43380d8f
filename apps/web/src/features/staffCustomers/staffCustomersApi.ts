import type {
  ApplicationStatus,
  StaffAccountDetail,
  StaffAccountRow,
  StaffAccountSettings,
  StaffApplication,
  StaffAvailability,
  StaffSetAvailability,
  StaffSpendLimits,
} from "@portal/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, fetchData } from "../../lib/api.js";

/** A call's answer: its data, or the server's message thrown (shown by the page). */
async function send<T>(path: string, body: unknown): Promise<{ data: T; message: string }> {
  const reply = await api<T>("POST", path, body);
  if (reply.Status !== "ok") throw new Error(reply.Message || "The request failed.");
  return { data: reply.Data as T, message: reply.Message ?? "" };
}

export function useApplications(status: ApplicationStatus | "all") {
  return useQuery({
    queryKey: ["staffApplications", status],
    queryFn: () => fetchData<StaffApplication[]>("GET", `/Staff/Applications?status=${status}`),
    placeholderData: keepPreviousData,
  });
}

export function useDecideApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; action: "Approve" | "Decline"; note: string }) =>
      send<StaffApplication>(`/Staff/Applications/${v.id}/${v.action}`, { Note: v.note }),
    onSettled: () => client.invalidateQueries({ queryKey: ["staffApplications"] }),
  });
}

export function useAccounts(q: string) {
  return useQuery({
    queryKey: ["staffAccounts", q],
    queryFn: () => fetchData<StaffAccountRow[]>("GET", `/Staff/Accounts?q=${encodeURIComponent(q)}`),
    placeholderData: keepPreviousData,
  });
}

export function useAccount(id: number) {
  return useQuery({
    queryKey: ["staffAccount", id],
    queryFn: () => fetchData<StaffAccountDetail>("GET", `/Staff/Accounts/${id}`),
    enabled: id > 0,
    retry: false,
  });
}

export function useSpendLimits(id: number) {
  return useQuery({
    queryKey: ["staffAccount", id, "spendLimits"],
    queryFn: () => fetchData<StaffSpendLimits>("GET", `/Staff/Accounts/${id}/SpendLimits`),
    enabled: id > 0,
    retry: false,
  });
}

export function useSaveAccount(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: StaffAccountSettings) =>
      send<StaffAccountDetail>(`/Staff/Accounts/${id}/Settings`, settings),
    onSuccess: ({ data }) => client.setQueryData(["staffAccount", id], data),
  });
}

export function useSetShowPrice(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: number; showPrice: boolean }) =>
      send<StaffAccountDetail>(`/Staff/Accounts/${id}/Users/${v.userId}/ShowPrice`, { ShowPrice: v.showPrice }),
    onSuccess: ({ data }) => client.setQueryData(["staffAccount", id], data),
  });
}

export function useAvailability() {
  return useQuery({
    queryKey: ["staffAvailability"],
    queryFn: () => fetchData<StaffAvailability>("GET", "/Staff/Catalog/Availability"),
  });
}

export function useSetAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: StaffSetAvailability) => send<StaffAvailability>("/Staff/Catalog/Availability", v),
    onSuccess: ({ data }) => client.setQueryData(["staffAvailability"], data),
  });
}
