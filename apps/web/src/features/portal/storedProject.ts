import type { PortalItem } from "@portal/contract";
import { parseProject, projectStorageKey, serializeProject } from "./portalProject.js";

/** The new project kept per user in localStorage until it is added to the cart or restarted. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, text: string | undefined): void {
  try {
    if (text === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // Storage refused (private mode or full): the project still lives for this page.
  }
}

/** Whether the user has a new project with images in progress in the portal. */
export function portalProjectInProgress(userId: number): boolean {
  return (parseProject(readStored(projectStorageKey(userId)))?.items.length ?? 0) > 0;
}

/**
 * Makes these items the user's new portal project (replacing one in progress), so /portal opens on
 * them: a reorder line changed in the portal before it goes to the cart (docs/product/orders.md).
 */
export function startPortalProject(userId: number, items: readonly PortalItem[]): void {
  const productType = String(items[0]?.product_type ?? "");
  writeStored(
    projectStorageKey(userId),
    serializeProject({ productType, items: [...items], activeIndex: 0, editId: 0, locked: false, reports: {} }),
  );
}
