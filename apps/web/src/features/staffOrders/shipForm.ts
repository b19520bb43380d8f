import { CARRIER_RULE, PackageSchema, TRACKED_CARRIERS } from "@portal/contract";
import type { z } from "zod";

/** The carriers of the Ship dialog's select; Other asks for the carrier's name. */
export const CARRIER_CHOICES = [...TRACKED_CARRIERS, "Other"] as const;
export type CarrierChoice = (typeof CARRIER_CHOICES)[number];

export interface PackageDraft {
  carrier: CarrierChoice;
  /** The carrier's name when carrier is Other. */
  otherCarrier: string;
  trackingNumber: string;
  /** Pounds as typed; empty for none. */
  weight: string;
}

export interface ShipDraft {
  packages: PackageDraft[];
  /** The whole order, or only the chosen lines (a partial shipment). */
  scope: "order" | "lines";
  lineIds: number[];
  note: string;
}

export interface ShipBody {
  Packages: z.input<typeof PackageSchema>[];
  LineIds?: number[];
  Note: string;
}

export type ShipErrors = Record<string, string>;

export const CHOOSE_LINES = "Choose at least one line to ship.";
export const DUPLICATE_TRACKING = "Each package needs its own tracking number.";
export const WEIGHT_NOT_A_NUMBER = "Weight must be a number of pounds.";

export function emptyPackage(carrier: CarrierChoice = "FedEx"): PackageDraft {
  return { carrier, otherCarrier: "", trackingNumber: "", weight: "" };
}

export function emptyShipDraft(): ShipDraft {
  return { packages: [emptyPackage()], scope: "order", lineIds: [], note: "" };
}

/** A package's error key: `packages.<index>.<field>`, the field being the contract's name. */
export const packageErrorKey = (index: number, field: "Carrier" | "TrackingNumber" | "WeightLb") =>
  `packages.${index}.${field}`;

/**
 * Checks the dialog with the contract's own package rules and turns it into the request body, or
 * says what is wrong per field. The server checks the same again.
 */
export function validateShip(draft: ShipDraft): { body: ShipBody | null; errors: ShipErrors } {
  const errors: ShipErrors = {};
  const packages: ShipBody["Packages"] = [];
  const seen = new Map<string, number>();
  draft.packages.forEach((p, i) => {
    const carrier = p.carrier === "Other" ? p.otherCarrier.trim() : p.carrier;
    const weightText = p.weight.trim();
    const weight = weightText === "" ? null : Number(weightText);
    if (weight !== null && !Number.isFinite(weight)) {
      errors[packageErrorKey(i, "WeightLb")] = WEIGHT_NOT_A_NUMBER;
    }
    const parsed = PackageSchema.safeParse({
      Carrier: carrier,
      TrackingNumber: p.trackingNumber,
      WeightLb: weight !== null && Number.isFinite(weight) ? weight : null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = packageErrorKey(i, issue.path[0] as "Carrier" | "TrackingNumber" | "WeightLb");
        errors[key] ??= issue.path[0] === "Carrier" ? CARRIER_RULE : issue.message;
      }
      return;
    }
    const number = parsed.data.TrackingNumber.toUpperCase();
    if (seen.has(number)) errors[packageErrorKey(i, "TrackingNumber")] = DUPLICATE_TRACKING;
    seen.set(number, i);
    packages.push({
      Carrier: parsed.data.Carrier,
      TrackingNumber: parsed.data.TrackingNumber,
      WeightLb: parsed.data.WeightLb,
    });
  });
  if (draft.packages.length === 0) errors.packages = "Add at least one package.";
  if (draft.scope === "lines" && draft.lineIds.length === 0) errors.lineIds = CHOOSE_LINES;
  if (Object.keys(errors).length > 0) return { body: null, errors };
  const body: ShipBody = { Packages: packages, Note: draft.note.trim() };
  if (draft.scope === "lines") body.LineIds = [...draft.lineIds].sort((a, b) => a - b);
  return { body, errors };
}
