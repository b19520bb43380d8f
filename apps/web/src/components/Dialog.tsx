import { Modal, type ModalProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useState } from "react";

/** Below Mantine's `sm` breakpoint: a phone held upright. */
const PHONE = "(max-width: 47.99em)";

/**
 * A Modal that is mounted to open and unmounted to close. Mantine's Modal gives focus back only when
 * its `opened` turns false, which such a dialog never sees, so focus fell to the page body (issue 17).
 * This one remembers the element that had focus when it mounted and focuses it again once gone.
 * With `fullScreenOnPhone` (a form of many fields) it takes the whole screen of a phone, so its form
 * has every pixel of height and the page behind cannot show through.
 */
export function Dialog({ fullScreenOnPhone, ...props }: Omit<ModalProps, "opened"> & { fullScreenOnPhone?: boolean }) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
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
  const full = fullScreenOnPhone && phone;
  return <Modal opened {...props} {...(full ? { fullScreen: true, radius: 0 } : {})} />;
}
