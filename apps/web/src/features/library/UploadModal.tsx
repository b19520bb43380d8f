import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import { Alert, Button, Group, List, Progress, Stack, Text, TextInput } from "@mantine/core";
import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  formatBytes,
  type HandleMasvResult,
  hasAcceptedExtension,
  type NewToken,
  nameProblem,
  notAcceptedTypeMessage,
  RECOMMENDED_UPLOAD_MB,
  RECOMMENDED_UPLOAD_MESSAGE,
  type SavingStrategy,
  UPLOAD_CANCELLED,
  UPLOAD_DONE,
  UPLOAD_ENDPOINT,
  UPLOAD_FAILED,
  UPLOAD_NAME_MESSAGE,
  UPLOAD_RETRYING,
  UPLOAD_SERVICE_UNAVAILABLE,
  UPLOAD_TOKEN_HEADER,
  uploadTooLargeMessage,
} from "@portal/contract";
import Uppy, { type Meta, type UppyFile } from "@uppy/core";
import { useUppyState } from "@uppy/react";
import Dashboard from "@uppy/react/dashboard";
import Tus, { type TusBody } from "@uppy/tus";
import { useEffect, useRef, useState } from "react";
import { Dialog } from "../../components/Dialog.js";
import { libraryCall } from "./libraryApi.js";

/** tus settings: 8 MB chunks, and the retry delays of a failed request (each retry says so). */
const CHUNK_SIZE = 8 * 1024 * 1024;
const RETRY_DELAYS = [0, 1000, 3000, 5000];
const RECOMMENDED_BYTES = RECOMMENDED_UPLOAD_MB * 1024 * 1024;
const SIZE_NOTE = `We recommend files under ${RECOMMENDED_UPLOAD_MB} MB.`;

type UpFile = UppyFile<Meta, TusBody>;
type Notice = { color: "red" | "yellow" | "green" | "blue"; text: string; detail?: string };
/** One upload package: its token, the files sent with it, and whether handle_masv has placed them. */
type Batch = { token: NewToken; fileIDs: string[]; state: "uploading" | "placing" | "asking" | "placed" | "dropped" };

export interface UploadModalProps {
  /** The folder the files go to (or the new folder's parent). */
  folder: string;
  folderLabel: string;
  /** Called after handle_masv has placed files, so the library can show them at once. */
  onPlaced(): void;
  onClose(): void;
}

/**
 * Upload dialog (docs/product/library.md): pick files (names with # or + are refused at once),
 * then on Upload get an upload package (GET new_token), send the files with tus, and when the
 * package's files are all sent place them in the folder (handle_masv), asking Keep both or
 * Overwrite when names exist there already.
 */
export default function UploadModal({ folder, folderLabel, onPlaced, onClose }: UploadModalProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refusedNames, setRefusedNames] = useState<string[]>([]);
  const [typeRefusals, setTypeRefusals] = useState<string[]>([]);
  const [bigFiles, setBigFiles] = useState<Record<string, string>>({});
  const [newFolder, setNewFolder] = useState("");
  const [newFolderError, setNewFolderError] = useState("");
  const [question, setQuestion] = useState<{ packageId: string; names: string[] } | null>(null);
  const [answering, setAnswering] = useState(false);
  const [placedRefusals, setPlacedRefusals] = useState<string[]>([]);

  const newFolderRef = useRef("");
  newFolderRef.current = newFolder;
  const batches = useRef(new Map<string, Batch>());
  const onPlacedRef = useRef(onPlaced);
  onPlacedRef.current = onPlaced;
  const target = useRef({ folder });
  target.current = { folder };

  const [uppy] = useState(() => {
    const u = new Uppy<Meta, TusBody>({
      id: "library-upload",
      autoProceed: false,
      restrictions: { allowedFileTypes: [...ACCEPTED_UPLOAD_EXTENSIONS] },
      onBeforeFileAdded: (file) => {
        const name = file.name ?? "";
        if (name.includes("#") || name.includes("+")) {
          setRefusedNames((prev) => [...prev.filter((n) => n !== name), name]);
          return false;
        }
        if (!hasAcceptedExtension(name)) {
          setTypeRefusals((prev) => [...prev.filter((n) => n !== name), name]);
          return false;
        }
        return true;
      },
    });
    u.use(Tus, {
      endpoint: UPLOAD_ENDPOINT,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      limit: 3,
      allowedMetaFields: ["name", "type"],
      storeFingerprintForResuming: false,
      removeFingerprintOnSuccess: true,
      onShouldRetry: (err, _attempt, _opts, next) => {
        const again = next(err);
        if (again) setNotice({ color: "yellow", text: UPLOAD_RETRYING });
        return again;
      },
    });
    return u;
  });

  // Uppy throttles its total; a finished set of files is 100% at once.
  const progress = useUppyState(uppy, (s) => {
    const sent = Object.values(s.files).filter((f) => f.progress.uploadStarted != null);
    if (sent.length === 0) return null;
    return sent.every((f) => f.progress.uploadComplete) ? 100 : Math.round(s.totalProgress);
  });
  const busy = useUppyState(uppy, (s) => Object.keys(s.currentUploads).length > 0);

  /** handle_masv: move the package's files into the folder; WouldOverwrite asks the user first. */
  async function place(packageId: string, strategy?: SavingStrategy) {
    const batch = batches.current.get(packageId);
    if (!batch) return;
    batch.state = "placing";
    let reply: Awaited<ReturnType<typeof libraryCall<HandleMasvResult>>>;
    try {
      reply = await libraryCall<HandleMasvResult>("POST", "handle_masv", {
        packageid: packageId,
        NewFolderName: newFolderRef.current.trim(),
        SelectedFolder: target.current.folder,
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
      if (placed.length > 0) onPlacedRef.current();
      const files = uppy.getFiles();
      const waiting = [...batches.current.values()].some((b) => b.state === "uploading" || b.state === "placing");
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

  const placeRef = useRef(place);
  placeRef.current = place;

  useEffect(() => {
    const fileOf = (id: string): UpFile | undefined => uppy.getState().files[id];

    /** Before each upload run: check the new folder name, then get a package for these files. */
    const getPackage = async (fileIDs: string[]) => {
      const folderName = newFolderRef.current.trim();
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
      for (const batch of batches.current.values()) {
        batch.fileIDs = batch.fileIDs.filter((id) => !fileIDs.includes(id));
      }
      batches.current.set(token.id, { token, fileIDs: [...fileIDs], state: "uploading" });
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
      for (const [id, batch] of batches.current) {
        if (batch.state !== "uploading") continue;
        const files = batch.fileIDs.map(fileOf).filter((f): f is UpFile => f !== undefined);
        if (files.some((f) => !f.progress.uploadComplete && !f.error)) continue;
        if (!files.some((f) => f.progress.uploadComplete)) {
          batch.state = "dropped";
          continue;
        }
        void placeRef.current(id);
      }
    };

    const onError = (
      _file: UpFile | undefined,
      _error: unknown,
      response?: { status: number; body?: { xhr?: { responseText?: string } } },
    ) => {
      const max = [...batches.current.values()].at(-1)?.token.max_bytes;
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
      for (const batch of batches.current.values()) if (batch.state === "uploading") batch.state = "dropped";
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
  }, [uppy]);

  const answer = async (strategy: SavingStrategy) => {
    if (!question) return;
    setAnswering(true);
    await place(question.packageId, strategy);
    setAnswering(false);
  };

  const cancelQuestion = () => {
    if (question) {
      const batch = batches.current.get(question.packageId);
      if (batch) batch.state = "dropped";
    }
    setQuestion(null);
    setNotice({ color: "yellow", text: UPLOAD_CANCELLED });
  };

  const close = () => {
    if (busy) uppy.cancelAll();
    onClose();
  };

  const bigNames = Object.values(bigFiles);
  return (
    <Dialog onClose={close} title="Upload Files" size="xl" centered closeOnClickOutside={false}>
      <Stack gap="sm">
        <Text size="sm">
          Files go to <strong>{folderLabel}</strong>
          {newFolder.trim() ? (
            <>
              {" "}
              in a new folder <strong>{newFolder.trim()}</strong>
            </>
          ) : null}
          . Accepted types: PDF, AI and TIFF. {SIZE_NOTE}
        </Text>
        <TextInput
          label="New folder name (optional)"
          description="Leave empty to upload into the folder above."
          value={newFolder}
          maxLength={200}
          disabled={busy}
          onChange={(e) => {
            setNewFolder(e.currentTarget.value);
            setNewFolderError("");
          }}
          error={newFolderError || undefined}
        />
        {refusedNames.length > 0 && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            onClose={() => setRefusedNames([])}
            closeButtonLabel="Dismiss"
          >
            <Text size="sm" fw={600}>
              {UPLOAD_NAME_MESSAGE}
            </Text>
            <Text size="sm">Not added: {refusedNames.join(", ")}</Text>
          </Alert>
        )}
        {typeRefusals.length > 0 && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            onClose={() => setTypeRefusals([])}
            closeButtonLabel="Dismiss"
          >
            {typeRefusals.map((name) => (
              <Text size="sm" key={name}>
                {notAcceptedTypeMessage(name)}
              </Text>
            ))}
          </Alert>
        )}
        {bigNames.length > 0 && (
          <Alert color="yellow" title="Large files">
            <List size="sm">
              {bigNames.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
            <Text size="sm" mt={4}>
              {RECOMMENDED_UPLOAD_MESSAGE} Larger files take longer to upload and check.
            </Text>
          </Alert>
        )}
        <Dashboard
          uppy={uppy}
          width="100%"
          height={320}
          note={SIZE_NOTE}
          proudlyDisplayPoweredByUppy={false}
          doneButtonHandler={null}
          hideProgressAfterFinish={false}
        />
        {progress !== null && (
          <Stack gap={4}>
            <Progress value={progress} aria-label="Total upload progress" />
            <Text size="sm" aria-live="polite">
              Total progress: {progress}%
            </Text>
          </Stack>
        )}
        {question && (
          <Alert color="yellow" title="These files are already in the folder" role="alert">
            <Text size="sm">
              {question.names.join(", ")} {question.names.length === 1 ? "exists" : "exist"} in{" "}
              {newFolder.trim() || folderLabel} already. Keep both files, or overwrite the ones there?
            </Text>
            <Group mt="sm">
              <Button size="xs" onClick={() => void answer("keep")} loading={answering}>
                Keep both
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => void answer("overwrite")}
                disabled={answering}
              >
                Overwrite
              </Button>
              <Button size="xs" variant="default" onClick={cancelQuestion} disabled={answering}>
                Cancel
              </Button>
            </Group>
          </Alert>
        )}
        {placedRefusals.length > 0 && (
          <Alert color="red" role="alert" title="Not saved">
            {placedRefusals.map((text) => (
              <Text size="sm" key={text}>
                {text}
              </Text>
            ))}
          </Alert>
        )}
        <div aria-live="polite">
          {notice && (
            <Alert color={notice.color} role={notice.color === "red" ? "alert" : "status"}>
              <Text size="sm" fw={600}>
                {notice.text}
              </Text>
              {notice.detail && <Text size="sm">{notice.detail}</Text>}
            </Alert>
          )}
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
