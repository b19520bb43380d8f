import { CARRIER_RULE, StaffShipRequestSchema, TRACKING_NUMBER_RULE } from "@portal/contract";
import { describe, expect, it } from "vitest";
import {
  CHOOSE_LINES,
  DUPLICATE_TRACKING,
  emptyPackage,
  emptyShipDraft,
  packageErrorKey,
  type ShipDraft,
  validateShip,
  WEIGHT_NOT_A_NUMBER,
} from "./shipForm";

const draft = (over: Partial<ShipDraft> = {}): ShipDraft => ({ ...emptyShipDraft(), ...over });

describe("the Ship dialog's checks", () => {
  it("turns two packages for the whole order into the contract's body", () => {
    const { body, errors } = validateShip(
      draft({
        packages: [
          { ...emptyPackage("UPS"), trackingNumber: "1Z 999 AA1 0123456784", weight: "12.5" },
          { ...emptyPackage("Other"), otherCarrier: " Spee-Dee ", trackingNumber: "SD123456" },
        ],
        note: "  two boxes ",
      }),
    );
    expect(errors).toEqual({});
    expect(body).toEqual({
      Packages: [
        { Carrier: "UPS", TrackingNumber: "1Z999AA10123456784", WeightLb: 12.5 },
        { Carrier: "Spee-Dee", TrackingNumber: "SD123456", WeightLb: null },
      ],
      Note: "two boxes",
    });
    expect(StaffShipRequestSchema.safeParse({ ...body, Version: 3 }).success).toBe(true);
  });

  it("says per package what is wrong with its tracking number, carrier and weight", () => {
    const { body, errors } = validateShip(
      draft({
        packages: [
          { ...emptyPackage(), trackingNumber: "12-34" },
          { ...emptyPackage("Other"), trackingNumber: "ABCDEFG" },
          { ...emptyPackage(), trackingNumber: "X".repeat(200) },
          { ...emptyPackage(), trackingNumber: "ABC123456", weight: "heavy" },
          { ...emptyPackage(), trackingNumber: "ABC123457", weight: "-2" },
        ],
      }),
    );
    expect(body).toBeNull();
    expect(errors).toEqual({
      [packageErrorKey(0, "TrackingNumber")]: TRACKING_NUMBER_RULE,
      [packageErrorKey(1, "Carrier")]: CARRIER_RULE,
      [packageErrorKey(2, "TrackingNumber")]: TRACKING_NUMBER_RULE,
      [packageErrorKey(3, "WeightLb")]: WEIGHT_NOT_A_NUMBER,
      [packageErrorKey(4, "WeightLb")]: "Weight must be more than 0 lb.",
    });
  });

  it("refuses the same tracking number twice", () => {
    const { errors } = validateShip(
      draft({
        packages: [
          { ...emptyPackage(), trackingNumber: "abc123456" },
          { ...emptyPackage("UPS"), trackingNumber: "ABC 123 456" },
        ],
      }),
    );
    expect(errors).toEqual({ [packageErrorKey(1, "TrackingNumber")]: DUPLICATE_TRACKING });
  });

  it("ships chosen lines only when some are chosen", () => {
    const pkg = { ...emptyPackage(), trackingNumber: "770012345678" };
    expect(validateShip(draft({ packages: [pkg], scope: "lines" })).errors).toEqual({ lineIds: CHOOSE_LINES });
    const { body } = validateShip(draft({ packages: [pkg], scope: "lines", lineIds: [9, 4] }));
    expect(body?.LineIds).toEqual([4, 9]);
    expect(validateShip(draft({ packages: [pkg], lineIds: [4] })).body?.LineIds).toBeUndefined();
  });
});
