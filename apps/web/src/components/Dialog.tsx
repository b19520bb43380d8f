import { Modal, type ModalProps } from "@mantine/core";
import { useEffect, useState } from "react";

/**
 * A Modal that is mounted to open and unmounted to close. Mantine's Modal gives focus back only when
 * its `opened` turns false, which such a dialog never sees, so focus fell to the page body (issue 17).
 * This one remembers the element that had focus when it mounted and focuses it again once gone.
 */
export function Dialog(props: Omit<ModalProps, "opened">) {
  // Read during the first render, before the dialog's focus trap moves focus inside it.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      window.setTimeout(() => {
        const active = document.activeElement;
        const lost = active === null || active === document.body || !active.isConnected;
        if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
      });
    },
    [opener],
  );
  return <Modal opened {...props} />;
}
