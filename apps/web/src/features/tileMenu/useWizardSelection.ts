import { EMPTY_WIZARD_SELECTION, type WizardSelection } from "@portal/contract";
import { useSyncExternalStore } from "react";
import { WIZARD_KEY } from "../../lib/session.js";
import { parseWizardSelection } from "./tileMenuLogic.js";

/**
 * The wizard selection of docs/product/information-pages.md, kept in localStorage under WIZARD_KEY as JSON of
 * WizardSelection (the login dialog reads its productType from there). Every component using the hook
 * follows the same store, and other tabs follow through the storage event.
 */
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: WizardSelection } = { raw: null, value: EMPTY_WIZARD_SELECTION };

function readRaw(): string | null {
  try {
    return localStorage.getItem(WIZARD_KEY);
  } catch {
    return null;
  }
}

function snapshot(): WizardSelection {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, value: parseWizardSelection(raw) };
  return cached.value;
}

function notify() {
  for (const fn of listeners) fn();
}

function subscribe(fn: () => void): () => void {
  listeners.add(fn);
  const onStorage = (e: StorageEvent) => {
    if (e.key === WIZARD_KEY || e.key === null) fn();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(fn);
    window.removeEventListener("storage", onStorage);
  };
}

function write(selection: WizardSelection) {
  try {
    localStorage.setItem(WIZARD_KEY, JSON.stringify(selection));
  } catch {
    // Storage refused (private mode or full): the selection still lives for this page.
    cached = { raw: cached.raw, value: selection };
  }
  notify();
}

/** Stores a tile or dropdown choice (wizardActive true). */
export function chooseWizardSelection(selection: WizardSelection): void {
  write({ ...selection, wizardActive: true });
}

/** Start Over: clears the selection and sets wizardActive false. */
export function clearWizardSelection(): void {
  write(EMPTY_WIZARD_SELECTION);
}

export function useWizardSelection(): WizardSelection {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY_WIZARD_SELECTION);
}
