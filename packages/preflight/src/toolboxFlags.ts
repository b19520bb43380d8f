import type { PreflightReport, ToolboxFlags } from "./types.js";

/** The toolbox flags (docs/product/library.md) a report implies. */
export function toolboxFlags(report: PreflightReport): ToolboxFlags {
  return {
    cut_contour: report.cutContour,
    route: report.route,
    thru: report.thru,
    embedded_fonts: report.liveText || report.fontsNotOutlined.length > 0,
  };
}
