import { VisuallyHidden } from "@mantine/core";

/** Attributes of every link that opens another site: a new tab, without access to this page. */
export const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

/** Tells screen-reader users that a link opens in a new tab. */
export function NewTabHint() {
  return <VisuallyHidden> (opens in a new tab)</VisuallyHidden>;
}
