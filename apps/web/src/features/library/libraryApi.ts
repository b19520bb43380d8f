import {
  type Envelope,
  type FolderNode,
  isUnauthorized,
  LIBRARY_PAGE_SIZE,
  LIBRARY_ROOT_TEXT,
  type LibraryItem,
  libraryRoot,
} from "@portal/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.js";
import { clearSession } from "../../lib/session.js";

const SESSION_ENDED = "Your session has ended. Please sign in again.";

/** docs/product/library.md: the library signs the user out on an unauthorized status. */
function endLibrarySession(): void {
  clearSession();
  window.location.assign("/");
}

/**
 * A library call. It returns the envelope whatever its Status, after signing the user out on
 * `unauthorized` (either spelling), and also on a reply without any Status when `statusRequired`
 * (the folder load of docs/product/library.md).
 */
export async function libraryCall<T>(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  statusRequired = false,
): Promise<Envelope<T>> {
  const reply = await api<T>(method, `/Library/${path}`, body);
  if (isUnauthorized(reply?.Status) || (statusRequired && !reply?.Status)) endLibrarySession();
  return reply ?? { Status: "exception" };
}

/** For TanStack Query: the Data of an ok or nodata reply, or an error with the server's Message. */
async function libraryData<T>(
  method: "GET" | "POST",
  path: string,
  body: unknown,
  fallback: T,
  statusRequired = false,
): Promise<T> {
  const reply = await libraryCall<T>(method, path, body, statusRequired);
  if (isUnauthorized(reply.Status) || !reply.Status) throw new Error(SESSION_ENDED);
  if (reply.Status !== "ok" && reply.Status !== "nodata") throw new Error(reply.Message || "The request failed.");
  return reply.Data ?? fallback;
}

export const libraryKeys = {
  all: ["library"] as const,
  tree: (userId: number) => ["library", userId, "tree"] as const,
  folder: (userId: number, directory: string) => ["library", userId, "contents", directory] as const,
  contents: (userId: number, directory: string, pageSize: number) =>
    ["library", userId, "contents", directory, pageSize] as const,
};

/** How often the folder is reloaded while any file's artwork check is still queued or running. */
const PREFLIGHT_POLL_MS = 2000;

export function isPreflightPending(item: LibraryItem): boolean {
  return item.Preflight.status === "queued" || item.Preflight.status === "running";
}

/** The user's folder tree; an empty answer still shows the root folder. */
export function useFolderTree(userId: number) {
  return useQuery({
    queryKey: libraryKeys.tree(userId),
    queryFn: async () => {
      const nodes = await libraryData<FolderNode[]>("POST", "GetFolderStructure", { userId }, [], true);
      return nodes.length > 0 ? nodes : [{ path: libraryRoot(userId), text: LIBRARY_ROOT_TEXT, nodes: [] }];
    },
    enabled: userId > 0,
  });
}

/** The files of one folder: the first 50, or all of them (pageSize 0) after Load All Files. */
export function useFolderContents(userId: number, directory: string, pageSize: number) {
  return useQuery({
    queryKey: libraryKeys.contents(userId, directory, pageSize),
    queryFn: () =>
      libraryData<LibraryItem[]>("POST", "GetDirectoryContents", { directory, pageSize, userId }, [], true),
    enabled: userId > 0 && directory !== "",
    refetchInterval: (query) => (query.state.data?.some(isPreflightPending) ? PREFLIGHT_POLL_MS : false),
  });
}

export const DEFAULT_PAGE_SIZE = LIBRARY_PAGE_SIZE;

/** Finds a folder of the tree by its path. */
function findFolder(nodes: FolderNode[], path: string): FolderNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const inner = findFolder(node.nodes, path);
    if (inner) return inner;
  }
  return undefined;
}

/** The display name of a folder: its tree text, else the last segment of its path. */
export function folderName(nodes: FolderNode[], path: string): string {
  return findFolder(nodes, path)?.text ?? path.split("/").filter(Boolean).pop() ?? path;
}

/** The folder that holds a file path. */
export function parentFolder(path: string): string {
  const i = path.lastIndexOf("/");
  return i > 0 ? path.slice(0, i) : path;
}
