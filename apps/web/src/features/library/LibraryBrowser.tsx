import {
  Alert,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import {
  DELETE_FOLDER_FAILED,
  FILE_DELETED,
  FOLDER_DELETED,
  type LibraryItem,
  LOAD_ALL_PAGE_SIZE,
  libraryRoot,
} from "@portal/contract";
import { IconFolderPlus, IconTrash, IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useSession } from "../../app/SessionProvider.js";
import { ConfirmModal } from "../../components/ConfirmModal.js";
import { FileCard } from "./FileCard.js";
import { FolderTree } from "./FolderTree.js";
import {
  DEFAULT_PAGE_SIZE,
  folderName,
  isPreflightPending,
  libraryCall,
  libraryKeys,
  parentFolder,
  useFolderContents,
  useFolderTree,
} from "./libraryApi.js";
import { MoveFileModal } from "./MoveFileModal.js";
import { NewFolderModal } from "./NewFolderModal.js";
import { LoadError } from "../../components/LoadError.js";

// Uppy loads only when the upload dialog opens.
const UploadModal = lazy(() => import("./UploadModal.js"));

const EMPTY_FOLDER = "This folder is empty. Upload PDF, AI or TIFF files to get started.";

type Panel =
  | { kind: "upload" }
  | { kind: "newFolder" }
  | { kind: "deleteFolder" }
  | { kind: "move"; item: LibraryItem }
  | { kind: "delete"; item: LibraryItem }
  | null;

export interface LibraryBrowserProps {
  /** Picker mode: each card offers Add to Project, which calls this with the library item. */
  onPick?(item: LibraryItem): void;
  /** The heading level of the folder title (2 on the page, 3 inside the picker dialog). */
  headingOrder?: 2 | 3;
}

/**
 * The file library (docs/product/library.md): folder tree, the open folder's files as cards (50 at a
 * time, Load All Files from 50), Upload, New Folder, Delete Folder, and Move and Delete per file.
 */
export function LibraryBrowser({ onPick, headingOrder = 2 }: LibraryBrowserProps) {
  const { user } = useSession();
  const userId = user?.Id ?? 0;
  const queryClient = useQueryClient();
  const tree = useFolderTree(userId);
  const folders = tree.data ?? [];
  const [folder, setFolder] = useState("");
  const [loadAllIn, setLoadAllIn] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const [error, setError] = useState("");
  const foldersHeading = useId();
  const folderHeading = useId();
  // The delete question keeps its file name while the dialog closes.
  const lastDelete = useRef("");
  if (panel?.kind === "delete") lastDelete.current = panel.item.Name;

  const rootPaths = folders.map((f) => f.path);
  const rootPath = rootPaths[0] ?? libraryRoot(userId);
  // Open the root once the tree is known, and again when the open folder disappears.
  useEffect(() => {
    if (!tree.data) return;
    if (!folder || !folders.some((f) => folder === f.path || folder.startsWith(`${f.path}/`))) setFolder(rootPath);
  }, [tree.data, folders, folder, rootPath]);

  const pageSize = loadAllIn === folder ? LOAD_ALL_PAGE_SIZE : DEFAULT_PAGE_SIZE;
  const contents = useFolderContents(userId, folder, pageSize);
  const items = contents.data ?? [];
  const currentName = folderName(folders, folder);
  const isRoot = rootPaths.includes(folder) || folder === libraryRoot(userId);

  const reload = () => void queryClient.invalidateQueries({ queryKey: libraryKeys.all });
  const reloadFolder = () => void queryClient.invalidateQueries({ queryKey: libraryKeys.folder(userId, folder) });

  const open = (path: string) => {
    setFolder(path);
    setError("");
  };

  const deleteFile = useMutation({
    mutationFn: (item: LibraryItem) =>
      libraryCall("POST", "DeleteItem", { FullUrl: item.FullUrl, ImageUrl: item.ImageUrl, userId }),
    onSuccess: (reply) => {
      setPanel(null);
      if (reply.Status === "ok") {
        notifications.show({ color: "green", message: reply.Message || FILE_DELETED });
        reloadFolder();
      } else {
        setError(reply.Message || "The file could not be deleted.");
      }
    },
    onError: () => {
      setPanel(null);
      setError("The file could not be deleted. Please try again.");
    },
  });

  const deleteFolder = useMutation({
    mutationFn: (directory: string) => libraryCall("POST", "DeleteFolder", { directory, userId }),
    onSuccess: (reply, directory) => {
      setPanel(null);
      if (reply.Status === "ok") {
        notifications.show({ color: "green", message: reply.Message || FOLDER_DELETED });
        setFolder(parentFolder(directory));
        void queryClient.invalidateQueries({ queryKey: libraryKeys.tree(userId) });
      } else {
        setError(reply.Status === "exception" || !reply.Message ? DELETE_FOLDER_FAILED : reply.Message);
      }
    },
    onError: () => {
      setPanel(null);
      setError(DELETE_FOLDER_FAILED);
    },
  });

  const checking = items.filter(isPreflightPending).length;
  // docs/product/library.md: Load All Files appears once 50 or more files are loaded.
  const canLoadAll = pageSize !== LOAD_ALL_PAGE_SIZE && items.length >= DEFAULT_PAGE_SIZE;

  return (
    <Stack gap="md">
      <Group gap="sm" role="toolbar" aria-label="Library actions">
        <Button
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={() => setPanel({ kind: "upload" })}
          disabled={!folder}
        >
          Upload
        </Button>
        <Button
          variant="light"
          leftSection={<IconFolderPlus size={16} aria-hidden />}
          onClick={() => setPanel({ kind: "newFolder" })}
          disabled={!folder}
        >
          New Folder
        </Button>
        {!isRoot && folder && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setPanel({ kind: "deleteFolder" })}
          >
            Delete Folder
          </Button>
        )}
      </Group>

      {error && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={() => setError("")}>
          {error}
        </Alert>
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Paper withBorder p="sm" component="nav" aria-labelledby={foldersHeading}>
            <Title order={headingOrder} size="h5" id={foldersHeading} mb="xs">
              Folders
            </Title>
            {tree.isPending ? (
              <Center py="md">
                <Loader size="sm" aria-label="Loading folders" />
              </Center>
            ) : tree.isError ? (
              <Alert color="red" role="alert">
                {tree.error.message}
                <Button variant="subtle" size="xs" mt="xs" onClick={() => void tree.refetch()}>
                  Try again
                </Button>
              </Alert>
            ) : (
              <ScrollArea.Autosize mah={520} type="auto">
                <FolderTree folders={folders} selected={folder} onSelect={open} label="Folders" />
              </ScrollArea.Autosize>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Stack gap="sm" component="section" aria-labelledby={folderHeading} aria-busy={contents.isFetching}>
            <Group justify="space-between" align="baseline">
              <Title order={headingOrder} size="h4" id={folderHeading}>
                {folder ? currentName : "Files"}
              </Title>
              <Group gap="sm">
                {contents.data && items.length > 0 && (
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {items.length === 1 ? "1 file" : `${items.length} files`}
                    {checking > 0 ? ` · checking ${checking}` : ""}
                  </Text>
                )}
                {canLoadAll && (
                  <Button variant="light" size="xs" onClick={() => setLoadAllIn(folder)}>
                    Load All Files
                  </Button>
                )}
              </Group>
            </Group>
            {!folder || contents.isPending ? (
              <Center py="xl">
                <Loader aria-label="Loading files" />
              </Center>
            ) : contents.isError ? (
              <LoadError what="The files" message={contents.error.message} onRetry={() => void contents.refetch()} />
            ) : items.length === 0 ? (
              <Paper withBorder p="xl">
                <Text c="dimmed" ta="center">
                  {EMPTY_FOLDER}
                </Text>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
                {items.map((item) => (
                  <FileCard
                    key={item.FullUrl}
                    item={item}
                    onPick={onPick}
                    onMove={(it) => setPanel({ kind: "move", item: it })}
                    onDelete={(it) => setPanel({ kind: "delete", item: it })}
                  />
                ))}
              </SimpleGrid>
            )}
          </Stack>
        </Grid.Col>
      </Grid>

      {panel?.kind === "upload" && (
        <Suspense fallback={null}>
          <UploadModal
            folder={folder}
            folderLabel={currentName}
            onPlaced={reload}
            onClose={() => {
              setPanel(null);
              reload();
            }}
          />
        </Suspense>
      )}
      {panel?.kind === "newFolder" && (
        <NewFolderModal
          userId={userId}
          parent={folder}
          parentName={currentName}
          onClose={() => setPanel(null)}
          onCreated={() => {
            setPanel(null);
            void queryClient.invalidateQueries({ queryKey: libraryKeys.tree(userId) });
          }}
        />
      )}
      {panel?.kind === "move" && (
        <MoveFileModal
          userId={userId}
          item={panel.item}
          folders={folders}
          onClose={() => setPanel(null)}
          onMoved={() => {
            setPanel(null);
            reload();
          }}
        />
      )}
      <ConfirmModal
        opened={panel?.kind === "delete"}
        title="Delete File"
        confirmLabel="Delete"
        busy={deleteFile.isPending}
        onConfirm={() => panel?.kind === "delete" && deleteFile.mutate(panel.item)}
        onCancel={() => setPanel(null)}
      >
        <Text size="sm">
          Delete <strong>{lastDelete.current}</strong> from your library? This cannot be undone.
        </Text>
      </ConfirmModal>
      <ConfirmModal
        opened={panel?.kind === "deleteFolder"}
        title="Delete Folder"
        confirmLabel="Delete Folder"
        busy={deleteFolder.isPending}
        onConfirm={() => deleteFolder.mutate(folder)}
        onCancel={() => setPanel(null)}
      >
        <Text size="sm">
          Delete the folder <strong>{currentName}</strong>? Only an empty folder can be deleted.
        </Text>
      </ConfirmModal>
    </Stack>
  );
}
