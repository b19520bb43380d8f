import type { PreflightReport, ToolboxFlags } from "./types.js";

/** The toolbox flags (part 2 section 3) a report implies. */
export function toolboxFlags(report: PreflightReport): ToolboxFlags {
  return {
    cut_contour: report.cutContour,
    route: report.route,
    thru: report.thru,
    embedded_fonts: report.liveText || report.fontsNotOutlined.length > 0,
  };
}
