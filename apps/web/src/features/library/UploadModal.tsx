import "@uppy/core/css/style.min.css";
import "@uppy/dashboard/css/style.min.css";
import { Button, Group, Progress, Stack, Text, TextInput } from "@mantine/core";
import { RECOMMENDED_UPLOAD_MB } from "@portal/contract";
import Dashboard from "@uppy/react/dashboard";
import { Dialog } from "../../components/Dialog.js";
import { AddRefusals, OverwriteQuestion, UploadOutcome } from "./UploadAlerts.js";
import { useUploadSession } from "./useUploadSession.js";

const SIZE_NOTE = `We recommend files under ${RECOMMENDED_UPLOAD_MB} MB.`;

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
  const session = useUploadSession({ folder, onPlaced });
  const { uppy, busy, progress } = session;
  const newFolder = session.newFolder.trim();

  const close = () => {
    if (busy) uppy.cancelAll();
    onClose();
  };

  return (
    <Dialog onClose={close} title="Upload Files" size="xl" centered closeOnClickOutside={false}>
      <Stack gap="sm">
        <Text size="sm">
          Files go to <strong>{folderLabel}</strong>
          {newFolder ? (
            <>
              {" "}
              in a new folder <strong>{newFolder}</strong>
            </>
          ) : null}
          . Accepted types: PDF, AI and TIFF. {SIZE_NOTE}
        </Text>
        <TextInput
          label="New folder name (optional)"
          description="Leave empty to upload into the folder above."
          value={session.newFolder}
          maxLength={200}
          disabled={busy}
          onChange={(e) => session.changeNewFolder(e.currentTarget.value)}
          error={session.newFolderError || undefined}
        />
        <AddRefusals session={session} />
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
        <OverwriteQuestion session={session} folderName={newFolder || folderLabel} />
        <UploadOutcome placedRefusals={session.placedRefusals} notice={session.notice} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
