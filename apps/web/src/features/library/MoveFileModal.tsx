import { Alert, Button, Group, ScrollArea, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { FILE_MOVED, type FolderNode, type LibraryItem } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Dialog } from "../../components/Dialog.js";
import { FolderTree } from "./FolderTree.js";
import { folderName, libraryCall, parentFolder } from "./libraryApi.js";

export interface MoveFileModalProps {
  userId: number;
  item: LibraryItem;
  folders: FolderNode[];
  onClose(): void;
  onMoved(target: string): void;
}

/** Move (docs/product/library.md): pick the target folder in the tree; a refusal shows the server's message. */
export function MoveFileModal({ userId, item, folders, onClose, onMoved }: MoveFileModalProps) {
  const from = parentFolder(item.FullUrl);
  const [target, setTarget] = useState(from);
  const [error, setError] = useState("");
  const move = useMutation({
    mutationFn: () =>
      libraryCall("POST", "MoveFolder", {
        filename: item.Name,
        folderFrom: from,
        folderTo: target,
        FullUrl: item.FullUrl,
        ImageUrl: item.ImageUrl,
        userId,
      }),
    onSuccess: (reply) => {
      if (reply.Status === "ok") {
        notifications.show({ color: "green", message: reply.Message || FILE_MOVED });
        onMoved(target);
      } else {
        setError(reply.Message || "The file could not be moved.");
      }
    },
    onError: () => setError("The file could not be moved. Please try again."),
  });

  return (
    <Dialog onClose={onClose} title={`Move ${item.Name}`} centered>
      <Stack>
        <Text size="sm" id="move-target-help">
          Choose the folder to move the file to.
        </Text>
        <ScrollArea.Autosize mah={320} type="auto">
          <FolderTree
            folders={folders}
            selected={target}
            onSelect={(path) => {
              setTarget(path);
              setError("");
            }}
            label="Target folder"
          />
        </ScrollArea.Autosize>
        <Text size="sm" aria-live="polite">
          Move to: <strong>{folderName(folders, target)}</strong>
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            Cancel
          </Button>
          <Button onClick={() => move.mutate()} loading={move.isPending} disabled={target === from}>
            Move Here
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
