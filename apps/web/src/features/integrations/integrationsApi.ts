import type { ApiKey, CreatedApiKey, CreatedWebhook, WebhookDelivery, WebhookEndpoint } from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, fetchData } from "../../lib/api.js";

/** Whose keys and endpoints a page manages: the shop's (staff.admin) or the company's (office manager). */
export type IntegrationKind = "shop" | "company";

const base = (kind: IntegrationKind) => (kind === "shop" ? "/Staff" : "/Account");

/** A call's Data and message, or an Error with the server's message. */
async function call<T>(method: "GET" | "POST", path: string, body?: object): Promise<{ data: T; message: string }> {
  const reply = await api<T>(method, path, body);
  if (reply.Status !== "ok") throw new Error(reply.Message || "The request failed.");
  return { data: reply.Data as T, message: reply.Message ?? "" };
}

export function useApiKeys(kind: IntegrationKind) {
  return useQuery({
    queryKey: ["apiKeys", kind],
    queryFn: () => fetchData<ApiKey[]>("GET", `${base(kind)}/ApiKeys`),
  });
}

export function useWebhooks(kind: IntegrationKind) {
  return useQuery({
    queryKey: ["webhooks", kind],
    queryFn: () => fetchData<WebhookEndpoint[]>("GET", `${base(kind)}/Webhooks`),
  });
}

export function useDeliveries(kind: IntegrationKind, endpointId: number | null) {
  return useQuery({
    queryKey: ["webhookDeliveries", kind, endpointId],
    enabled: endpointId !== null,
    queryFn: () => fetchData<WebhookDelivery[]>("GET", `${base(kind)}/Webhooks/${endpointId}/Deliveries`),
  });
}

export function useIntegrationMutations(kind: IntegrationKind) {
  const client = useQueryClient();
  const refresh = (key: string) => () => client.invalidateQueries({ queryKey: [key, kind] });
  return {
    createKey: useMutation({
      mutationFn: (body: { name: string; scopes: string[] }) =>
        call<CreatedApiKey>("POST", `${base(kind)}/ApiKeys`, body),
      onSuccess: refresh("apiKeys"),
    }),
    revokeKey: useMutation({
      mutationFn: (id: number) => call("POST", `${base(kind)}/ApiKeys/${id}/Revoke`, {}),
      onSuccess: refresh("apiKeys"),
    }),
    addWebhook: useMutation({
      mutationFn: (body: { url: string; events: string[] }) =>
        call<CreatedWebhook>("POST", `${base(kind)}/Webhooks`, body),
      onSuccess: refresh("webhooks"),
    }),
    setActive: useMutation({
      mutationFn: (v: { id: number; active: boolean }) =>
        call<WebhookEndpoint>("POST", `${base(kind)}/Webhooks/${v.id}/Active`, { active: v.active }),
      onSuccess: refresh("webhooks"),
    }),
  };
}
