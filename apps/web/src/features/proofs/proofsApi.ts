import {
  type NewToken,
  ORDER_CHANGED,
  type OrderProofs,
  UPLOAD_ENDPOINT,
  UPLOAD_METADATA_FILENAME,
  UPLOAD_TOKEN_HEADER,
} from "@portal/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Upload } from "tus-js-client";
import { api, fetchData } from "../../lib/api.js";
import { orderKeys } from "../account/index.js";

const proofKeys = {
  all: ["proofs"] as const,
  customer: (orderNumber: number) => ["proofs", "customer", orderNumber] as const,
  staff: (orderNumber: number) => ["proofs", "staff", orderNumber] as const,
};

/** Re-read while a thumbnail is still being made (the renditions job runs after the send). */
const pendingThumbnails = (p: OrderProofs | undefined) =>
  p?.Lines.some((l) => l.Versions.some((v) => v.Rendition === "queued")) ? 2000 : false;

/** The customer's proofs of an order (the buyer, an office manager of the company). */
export function useCustomerProofs(orderNumber: number) {
  return useQuery({
    queryKey: proofKeys.customer(orderNumber),
    queryFn: () => fetchData<OrderProofs>("POST", "/Store/GetOrderProofs", { orderNumber }),
    retry: false,
    refetchInterval: (q) => pendingThumbnails(q.state.data),
  });
}

export function useStaffProofs(orderNumber: number) {
  return useQuery({
    queryKey: proofKeys.staff(orderNumber),
    queryFn: () => fetchData<OrderProofs>("GET", `/Staff/Orders/${orderNumber}/Proofs`),
    retry: false,
    refetchInterval: (q) => pendingThumbnails(q.state.data),
  });
}

export type ProofAnswer =
  | { ProofId: number; Answer: "approve" }
  | { ProofId: number; Answer: "changes"; Comment: string };

export function useAnswerProof(orderNumber: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: ProofAnswer) => {
      const reply = await api<OrderProofs>("POST", "/Store/AnswerProof", answer);
      if (reply.Status !== "ok") throw new Error(reply.Message || "The answer could not be saved.");
      return reply.Message ?? "";
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proofKeys.customer(orderNumber) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  });
}

/** A refused send; `stale` when the order changed since the workspace read it. */
export class SendProofError extends Error {
  constructor(
    message: string,
    readonly stale: boolean,
  ) {
    super(message);
  }
}

/** Sends one file over tus into an upload package opened for a proof; resolves when every byte is there. */
function uploadFile(file: File, token: NewToken): Promise<void> {
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: token.upload_url || UPLOAD_ENDPOINT,
      headers: { [UPLOAD_TOKEN_HEADER]: token.access_token },
      metadata: { [UPLOAD_METADATA_FILENAME]: file.name, filetype: file.type },
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000],
      removeFingerprintOnSuccess: true,
      onError: (err) => {
        const body = (err as { originalResponse?: { getBody(): string } }).originalResponse?.getBody();
        reject(new Error(body || "The file could not be uploaded. Please try again."));
      },
      onSuccess: () => resolve(),
    });
    upload.start();
  });
}

export interface SendProof {
  lineId: number;
  file: File;
  message: string;
}

/** Staff: upload the file (GET new_token?purpose=proof, then tus) and send it as the line's next proof. */
export function useSendProof(orderNumber: number, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ lineId, file, message }: SendProof) => {
      const token = await fetchData<NewToken>("GET", "/Library/new_token?purpose=proof");
      await uploadFile(file, token);
      const reply = await api<OrderProofs>("POST", `/Staff/Orders/${orderNumber}/Lines/${lineId}/Proofs`, {
        packageid: token.id,
        Message: message.trim(),
        Version: version,
      });
      if (reply.Status !== "ok") {
        const text = reply.Message || "The proof could not be sent.";
        throw new SendProofError(text, text === ORDER_CHANGED);
      }
      return reply.Message ?? "";
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["staffOrders"] }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: proofKeys.staff(orderNumber) }),
  });
}
