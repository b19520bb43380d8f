import {
  formatBytes,
  type HandleMasvResult,
  type NewToken,
  nameProblem,
  RECOMMENDED_UPLOAD_MB,
  type SavingStrategy,
  UPLOAD_CANCELLED,
  UPLOAD_DONE,
  UPLOAD_FAILED,
  UPLOAD_RETRYING,
  UPLOAD_SERVICE_UNAVAILABLE,
  UPLOAD_TOKEN_HEADER,
  uploadTooLargeMessage,
} from "@portal/contract";
import { useUppyState } from "@uppy/react";
import { useEffect, useEffectEvent, useState } from "react";
import { libraryCall } from "./libraryApi.js";
import { createUploader, type UpFile } from "./uploader.js";

const RECOMMENDED_BYTES = RECOMMENDED_UPLOAD_MB * 1024 * 1024;

export type Notice = { color: "red" | "yellow" | "green" | "blue"; text: string; detail?: string };
/** One upload package: its token, the files sent with it, and whether handle_masv has placed them. */
type Batch = { token: NewToken; fileIDs: string[]; state: "uploading" | "placing" | "asking" | "placed" | "dropped" };

/** Adds `item` to a list of names once (an added one moves to the end). */
const addOnce = (item: string) => (prev: string[]) => [...prev.filter((n) => n !== item), item];

/**
 * One upload dialog's session (docs/product/library.md): the Uppy instance, the packages it sends
 * (GET new_token before each run), placing each package's sent files in the folder (handle_masv)
 * with the Keep both / Overwrite question, and what the dialog says about it all.
 */
export function useUploadSession({ folder, onPlaced }: { folder: string; onPlaced(): void }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refusedNames, setRefusedNames] = useState<string[]>([]);
  const [typeRefusals, setTypeRefusals] = useState<string[]>([]);
  const [bigFiles, setBigFiles] = useState<Record<string, string>>({});
  const [newFolder, setNewFolder] = useState("");
  const [newFolderError, setNewFolderError] = useState("");
  const [question, setQuestion] = useState<{ packageId: string; names: string[] } | null>(null);
  const [answering, setAnswering] = useState(false);
  const [placedRefusals, setPlacedRefusals] = useState<string[]>([]);
  // The packages of this dialog, by package id: changed by Uppy's events, never shown as such.
  const [batches] = useState(() => new Map<string, Batch>());

  const [uppy] = useState(() =>
    createUploader({
      refusedName: (name) => setRefusedNames(addOnce(name)),
      refusedType: (name) => setTypeRefusals(addOnce(name)),
      retrying: () => setNotice({ color: "yellow", text: UPLOAD_RETRYING }),
    }),
  );

  // Uppy throttles its total; a finished set of files is 100% at once.
  const progress = useUppyState(uppy, (s) => {
    const sent = Object.values(s.files).filter((f) => f.progress.uploadStarted != null);
    if (sent.length === 0) return null;
    return sent.every((f) => f.progress.uploadComplete) ? 100 : Math.round(s.totalProgress);
  });
  const busy = useUppyState(uppy, (s) => Object.keys(s.currentUploads).length > 0);

  /** handle_masv: move the package's files into the folder; WouldOverwrite asks the user first. */
  async function place(packageId: string, strategy?: SavingStrategy) {
    const batch = batches.get(packageId);
    if (!batch) return;
    batch.state = "placing";
    let reply: Awaited<ReturnType<typeof libraryCall<HandleMasvResult>>>;
    try {
      reply = await libraryCall<HandleMasvResult>("POST", "handle_masv", {
        packageid: packageId,
        NewFolderName: newFolder.trim(),
        SelectedFolder: folder,
        SavingStrategy: strategy ?? "",
      });
    } catch {
      batch.state = "dropped";
      setNotice({ color: "red", text: UPLOAD_FAILED });
      return;
    }
    const data = reply.Data;
    const refused = data?.refused ?? [];
    const placed = data?.files ?? [];
    if (refused.length > 0) {
      const lines = refused.map((r) => `${r.Name}: ${r.Message}`);
      setPlacedRefusals((prev) => [...prev.filter((l) => !lines.includes(l)), ...lines]);
    }
    const existing = data?.WouldOverwrite ?? [];
    if (reply.Status !== "ok" && existing.length > 0 && !strategy) {
      batch.state = "asking";
      setQuestion({ packageId, names: existing });
      return;
    }
    setQuestion(null);
    // ok, or failed because some uploads were refused (the others are placed).
    if (reply.Status === "ok" || placed.length > 0 || refused.length > 0) {
      batch.state = "placed";
      if (placed.length > 0) onPlaced();
      const files = uppy.getFiles();
      const waiting = [...batches.values()].some((b) => b.state === "uploading" || b.state === "placing");
      if (refused.length > 0 || files.some((f) => f.error)) {
        setNotice({ color: "red", text: UPLOAD_FAILED });
      } else if (!waiting && files.every((f) => f.progress.uploadComplete)) {
        setNotice({ color: "green", text: UPLOAD_DONE });
      }
      return;
    }
    batch.state = "dropped";
    setNotice({ color: "red", text: UPLOAD_FAILED, detail: reply.Message });
  }

  // Uppy's listeners, registered once, read the dialog's latest folder and callbacks through these.
  const placeSent = useEffectEvent((packageId: string) => void place(packageId));
  const newFolderName = useEffectEvent(() => newFolder.trim());

  useEffect(() => {
    const fileOf = (id: string): UpFile | undefined => uppy.getState().files[id];

    /** Before each upload run: check the new folder name, then get a package for these files. */
    const getPackage = async (fileIDs: string[]) => {
      const folderName = newFolderName();
      const problem = folderName ? nameProblem(folderName) : undefined;
      // A refused run marks its files failed, so the Dashboard's Retry sends them again.
      const refuse = (message: string): never => {
        for (const id of fileIDs) if (fileOf(id)) uppy.setFileState(id, { error: message });
        throw new Error(message);
      };
      if (problem) {
        setNewFolderError(problem);
        refuse(problem);
      }
      setNotice(null);
      let token: NewToken | undefined;
      try {
        const reply = await libraryCall<NewToken>("GET", "new_token");
        if (reply.Status === "ok") token = reply.Data;
      } catch {
        token = undefined;
      }
      if (!token?.access_token) {
        setNotice({ color: "red", text: UPLOAD_SERVICE_UNAVAILABLE });
        return refuse(UPLOAD_SERVICE_UNAVAILABLE);
      }
      // A file sent again (retry) leaves the package it was first sent with.
      for (const batch of batches.values()) {
        batch.fileIDs = batch.fileIDs.filter((id) => !fileIDs.includes(id));
      }
      batches.set(token.id, { token, fileIDs: [...fileIDs], state: "uploading" });
      for (const id of fileIDs) {
        const file = fileOf(id);
        if (!file) continue;
        uppy.setFileState(id, {
          tus: { ...(file.tus ?? {}), headers: { [UPLOAD_TOKEN_HEADER]: token.access_token } },
        });
      }
    };

    /** After every file of a package is sent (or failed), place the sent ones. */
    const settle = () => {
      for (const [id, batch] of batches) {
        if (batch.state !== "uploading") continue;
        const files = batch.fileIDs.map(fileOf).filter((f): f is UpFile => f !== undefined);
        if (files.some((f) => !f.progress.uploadComplete && !f.error)) continue;
        if (!files.some((f) => f.progress.uploadComplete)) {
          batch.state = "dropped";
          continue;
        }
        placeSent(id);
      }
    };

    const onError = (
      _file: UpFile | undefined,
      _error: unknown,
      response?: { status: number; body?: { xhr?: { responseText?: string } } },
    ) => {
      const max = [...batches.values()].at(-1)?.token.max_bytes;
      // 413 and 429 carry the server's own words: the file's size limit or the per-user quota.
      const said = response?.status === 413 || response?.status === 429 ? response.body?.xhr?.responseText : undefined;
      setNotice({
        color: "red",
        text: UPLOAD_FAILED,
        detail: said || (response?.status === 413 && max ? uploadTooLargeMessage(max) : undefined),
      });
      settle();
    };
    const onRetry = () => setNotice({ color: "yellow", text: UPLOAD_RETRYING });
    const onCancel = () => {
      for (const batch of batches.values()) if (batch.state === "uploading") batch.state = "dropped";
      setQuestion(null);
      setNotice({ color: "yellow", text: UPLOAD_CANCELLED });
    };
    const onAdded = (files: UpFile[]) => {
      const big = files.filter((f) => (f.size ?? 0) > RECOMMENDED_BYTES);
      if (big.length > 0) {
        setBigFiles((prev) => ({
          ...prev,
          ...Object.fromEntries(big.map((f) => [f.id, `${f.name} is ${formatBytes(f.size ?? 0)}.`])),
        }));
      }
    };
    const onRemoved = (file: UpFile) => {
      setBigFiles(({ [file.id]: _gone, ...rest }) => rest);
      settle();
    };

    uppy.addPreProcessor(getPackage);
    uppy.on("upload-success", settle);
    uppy.on("upload-error", onError);
    uppy.on("upload-retry", onRetry);
    uppy.on("retry-all", onRetry);
    uppy.on("cancel-all", onCancel);
    uppy.on("files-added", onAdded);
    uppy.on("file-removed", onRemoved);
    return () => {
      uppy.removePreProcessor(getPackage);
      uppy.off("upload-success", settle);
      uppy.off("upload-error", onError);
      uppy.off("upload-retry", onRetry);
      uppy.off("retry-all", onRetry);
      uppy.off("cancel-all", onCancel);
      uppy.off("files-added", onAdded);
      uppy.off("file-removed", onRemoved);
    };
  }, [uppy, batches]);

  return {
    uppy,
    progress,
    busy,
    notice,
    newFolder,
    newFolderError,
    changeNewFolder: (name: string) => {
      setNewFolder(name);
      setNewFolderError("");
    },
    refusedNames,
    clearRefusedNames: () => setRefusedNames([]),
    typeRefusals,
    clearTypeRefusals: () => setTypeRefusals([]),
    bigNames: Object.values(bigFiles),
    placedRefusals,
    /** Files of a package that would overwrite files in the folder: Keep both, Overwrite or Cancel. */
    question,
    answering,
    answer: async (strategy: SavingStrategy) => {
      if (!question) return;
      setAnswering(true);
      await place(question.packageId, strategy);
      setAnswering(false);
    },
    cancelQuestion: () => {
      if (question) {
        const batch = batches.get(question.packageId);
        if (batch) batch.state = "dropped";
      }
      setQuestion(null);
      setNotice({ color: "yellow", text: UPLOAD_CANCELLED });
    },
  };
}
