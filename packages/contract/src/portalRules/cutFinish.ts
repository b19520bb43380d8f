import type { PortalItem } from "./item.js";
import { type IssueMap, removeIssues } from "./messages.js";

/** The errors that a square cut makes moot. */
export const CAD_CUT_ERRORS = ["CadCutError", "MissingCutfile"] as const;

/**
 * cut_finish (docs/product/portal.md): 'embedded' sets HasCad and CADEmbedded, the cut file to 'embedded'
 * and marks the cut file as checked (CutFileChecked); 'square' clears those CAD settings and the CAD
 * cut errors. Any other value only sets cut_finish.
 */
export function applyCutFinish<T extends PortalItem>(
  item: T,
  value: string,
  errors: IssueMap,
): { item: T; errors: IssueMap } {
  if (value === "embedded") {
    return {
      item: {
        ...item,
        cut_finish: value,
        HasCad: true,
        CADEmbedded: true,
        ContourCutFile: "embedded",
        CutFileChecked: true,
      },
      errors: removeIssues(errors, ["MissingCutfile", "cut_finish"]),
    };
  }
  if (value === "square") {
    return {
      item: {
        ...item,
        cut_finish: value,
        HasCad: false,
        CADEmbedded: false,
        ContourCutFile: "",
        CutFileChecked: false,
      },
      errors: removeIssues(errors, [...CAD_CUT_ERRORS, "cut_finish"]),
    };
  }
  return { item: { ...item, cut_finish: value }, errors };
}
