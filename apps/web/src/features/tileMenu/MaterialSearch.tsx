import { Select, type SelectProps } from "@mantine/core";

/**
 * The guide's 'Know What You Need?' search. A module of its own: Select brings the popover and
 * floating-ui code, which the home route loads only when the guide comes near the viewport.
 */
export default function MaterialSearch(props: SelectProps) {
  return <Select {...props} />;
}
