import { BUSINESS, type PreflightSummary } from "@portal/contract";

export interface PreflightBadge {
  label: string;
  color: string;
  /** A longer explanation for the badge's title and screen readers. */
  description: string;
}

/**
 * The badges of a library card: the check's status (Checking… / Ready / Failed) and then each
 * finding of the report that the portal warns or errors about (docs/product/library.md).
 */
export function preflightBadges(p: PreflightSummary): PreflightBadge[] {
  const badges: PreflightBadge[] = [];
  if (p.status === "queued" || p.status === "running") {
    badges.push({ label: "Checking…", color: "gray", description: "The artwork check is running." });
  } else if (p.status === "failed") {
    badges.push({ label: "Failed", color: "red", description: "The artwork check could not read this file." });
  } else {
    badges.push({ label: "Ready", color: "green", description: "The artwork check is done." });
  }
  if (p.minEffectivePpi !== null && p.minEffectivePpi < BUSINESS.minimumPpi) {
    const ppi = Math.round(p.minEffectivePpi);
    badges.push({
      label: `Low resolution ${ppi} ppi`,
      color: "orange",
      description: `The lowest image resolution is ${ppi} ppi; at least ${BUSINESS.minimumPpi} is recommended.`,
    });
  }
  if (p.toolbox?.cut_contour) {
    badges.push({ label: "Cut contour", color: "blue", description: "The file has a CutContour spot colour." });
  }
  if (p.toolbox?.route) badges.push({ label: "Route", color: "blue", description: "The file has a Route path." });
  if (p.toolbox?.thru) badges.push({ label: "Thru-cut", color: "blue", description: "The file has a Thru-cut path." });
  if (p.liveText || p.toolbox?.embedded_fonts) {
    badges.push({ label: "Live fonts", color: "orange", description: "Convert the fonts to outlines." });
  }
  if (p.hasWhitespace) {
    badges.push({ label: "Whitespace", color: "yellow", description: "The artwork has white space around it." });
  }
  if (p.encrypted) {
    badges.push({ label: "Encrypted", color: "red", description: "The file is encrypted or password protected." });
  }
  if (p.overprintFill) {
    badges.push({ label: "Overprint", color: "orange", description: "The file uses overprint fill." });
  }
  return badges;
}
