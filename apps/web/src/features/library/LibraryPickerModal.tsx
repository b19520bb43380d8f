import { Modal } from "@mantine/core";
import type { LibraryItem } from "@portal/contract";
import { LibraryBrowser } from "./LibraryBrowser.js";

export interface LibraryPickerModalProps {
  opened: boolean;
  onClose(): void;
  /** Add to Project on a card: the chosen library item (Name, FullUrl, ImageUrl, ...). The dialog stays open. */
  onPick(item: LibraryItem): void;
}

/** The file library as a picker (docs/product/library.md): the portal's Image Library button opens it. */
export function LibraryPickerModal({ opened, onClose, onPick }: LibraryPickerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Image Library" size="90%" centered>
      {opened && <LibraryBrowser onPick={onPick} headingOrder={3} />}
    </Modal>
  );
}
