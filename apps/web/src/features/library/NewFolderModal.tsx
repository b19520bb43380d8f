import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { FOLDER_CREATED, nameProblem } from "@portal/contract";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Dialog } from "../../components/Dialog.js";
import { libraryCall } from "./libraryApi.js";

export interface NewFolderModalProps {
  userId: number;
  /** The folder the new one goes into. */
  parent: string;
  parentName: string;
  onClose(): void;
  onCreated(path: string): void;
}

/** New Folder (docs/product/library.md): a name is required; the server's message shows when it refuses. */
export function NewFolderModal({ userId, parent, parentName, onClose, onCreated }: NewFolderModalProps) {
  const [name, setName] = useState("");
  const [fieldError, setFieldError] = useState("");
  const [error, setError] = useState("");
  const create = useMutation({
    mutationFn: (folderTo: string) => libraryCall("POST", "CreateFolder", { folderFrom: parent, folderTo, userId }),
    onSuccess: (reply, folderTo) => {
      if (reply.Status === "ok") {
        notifications.show({ color: "green", message: reply.Message || FOLDER_CREATED });
        onCreated(`${parent}/${folderTo}`);
      } else {
        setError(reply.Message || "The folder could not be created.");
      }
    },
    onError: () => setError("The folder could not be created. Please try again."),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError("");
    const trimmed = name.trim();
    const problem = nameProblem(trimmed);
    setFieldError(problem ?? "");
    if (!problem) create.mutate(trimmed);
  };

  return (
    <Dialog onClose={onClose} title="New Folder" centered>
      <form onSubmit={submit} noValidate aria-label="New folder">
        <Stack>
          <Text size="sm">
            The folder is made inside <strong>{parentName}</strong>.
          </Text>
          <TextInput
            label="Folder name"
            withAsterisk
            data-autofocus
            value={name}
            maxLength={200}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setFieldError("");
            }}
            error={fieldError || undefined}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create Folder
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
