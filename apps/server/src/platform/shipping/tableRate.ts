import type { Carrier, CarrierMethod, Parcel, RateQuote, RateResult, Shipment } from "./carrier.js";
import { type Zone, zoneBetween } from "./zones.js";

/**
 * The built-in table-rate carrier. Rates are a rate card (per zone: a charge per box plus a charge
 * per pound of billable weight), the way a parcel carrier publishes list rates:
 *
 * - Billable weight: the shipment's weight rounded up to whole pounds, at least 1 lb (no dimensional
 *   weight). Boxes: each parcel group packs into boxes of at most 50 lb.
 * - Parcel methods (FEDEX_GROUND, FEDEX_2_DAY, STANDARD_OVERNIGHT) need every parcel within parcel
 *   limits (longest side <= 108 in, length + girth <= 165 in); residential delivery adds a surcharge
 *   per box.
 * - FEDEX_FREIGHT_PRIORITY is offered for heavy (>= 150 lb) or oversized (beyond parcel limits)
 *   shipments only, and never to a residential address (no dock, no forklift).
 * So a residential address with an oversized piece (a full 4 x 8 ft sheet) gets no carrier rate: the
 * customer ships on their own account (BST) or to a business address.
 */

const PARCEL_MAX_LENGTH_IN = 108;
const PARCEL_MAX_LENGTH_PLUS_GIRTH_IN = 165;
const BOX_MAX_LB = 50;
const FREIGHT_MIN_LB = 150;

interface ParcelRate {
  name: string;
  /** Zones 2..9: cents per box. */
  perBox: readonly number[];
  /** Zones 2..9: cents per billable pound. */
  perLb: readonly number[];
  /** Zones 2..9: business days in transit. */
  transitDays: readonly number[];
}

/** Zone-indexed tables start at zone 2. The card is docs/product/cart-and-checkout.md's. */
const at = (table: readonly number[], zone: Zone) => table[zone - 2]!;

const PARCEL_RATES: Readonly<Record<Exclude<CarrierMethod, "FEDEX_FREIGHT_PRIORITY">, ParcelRate>> = {
  FEDEX_GROUND: {
    name: "FedEx Ground",
    perBox: [1150, 1225, 1310, 1420, 1540, 1660, 1790, 3200],
    perLb: [55, 62, 70, 82, 95, 108, 121, 250],
    transitDays: [1, 2, 3, 4, 5, 5, 5, 7],
  },
  FEDEX_2_DAY: {
    name: "FedEx 2Day",
    perBox: [2450, 2700, 2950, 3300, 3650, 4000, 4400, 6500],
    perLb: [180, 210, 240, 275, 310, 350, 390, 520],
    transitDays: [2, 2, 2, 2, 2, 2, 2, 3],
  },
  STANDARD_OVERNIGHT: {
    name: "FedEx Standard Overnight",
    perBox: [3800, 4300, 4900, 5600, 6300, 7100, 8000, 11000],
    perLb: [290, 330, 380, 440, 500, 560, 620, 800],
    transitDays: [1, 1, 1, 1, 1, 1, 1, 2],
  },
};

/** Residential delivery surcharge per box on parcel methods. */
const RESIDENTIAL_SURCHARGE_CENTS = 515;

const FREIGHT_RATE = {
  name: "FedEx Freight Priority",
  minimumCents: 22500,
  /** Zones 2..9: cents per billable pound. */
  perLb: [35, 42, 50, 58, 66, 75, 85, 120] as const,
  transitDays: [1, 2, 2, 3, 3, 4, 4, 6] as const,
};

function billableWeightLb(parcels: readonly Parcel[]): number {
  const total = parcels.reduce((sum, p) => sum + Math.max(0, p.weightLb), 0);
  return Math.max(1, Math.ceil(total - 1e-9));
}

export function boxCount(parcels: readonly Parcel[]): number {
  if (parcels.length === 0) return 1;
  return parcels.reduce((n, p) => n + Math.max(1, Math.ceil(p.weightLb / BOX_MAX_LB - 1e-9)), 0);
}

/** Beyond a parcel carrier's limits: longest side over 108 in, or length plus girth over 165 in. */
export function isOversized(parcel: Parcel): boolean {
  const [length, width, height] = [parcel.lengthIn, parcel.widthIn, parcel.heightIn].sort((a, b) => b - a) as [
    number,
    number,
    number,
  ];
  return length > PARCEL_MAX_LENGTH_IN || length + 2 * (width + height) > PARCEL_MAX_LENGTH_PLUS_GIRTH_IN;
}

export class TableRateCarrier implements Carrier {
  readonly name = "table-rate";

  async rates(shipment: Shipment): Promise<RateResult> {
    const zone = zoneBetween(shipment.originZip, shipment.destination);
    if (zone === undefined) return { ok: false, reason: "unknown_destination" };
    const weight = billableWeightLb(shipment.parcels);
    const boxes = boxCount(shipment.parcels);
    const oversized = shipment.parcels.some(isOversized);
    const residential = shipment.destination.residential;
    const quotes: RateQuote[] = [];
    if (!oversized) {
      for (const [method, rate] of Object.entries(PARCEL_RATES) as [CarrierMethod, ParcelRate][]) {
        const freightCents =
          boxes * at(rate.perBox, zone) +
          weight * at(rate.perLb, zone) +
          (residential ? boxes * RESIDENTIAL_SURCHARGE_CENTS : 0);
        quotes.push({ method, name: rate.name, freightCents, transitDays: at(rate.transitDays, zone) });
      }
    }
    if ((oversized || weight >= FREIGHT_MIN_LB) && !residential) {
      quotes.push({
        method: "FEDEX_FREIGHT_PRIORITY",
        name: FREIGHT_RATE.name,
        freightCents: Math.max(FREIGHT_RATE.minimumCents, weight * at(FREIGHT_RATE.perLb, zone)),
        transitDays: at(FREIGHT_RATE.transitDays, zone),
      });
    }
    return { ok: true, quotes };
  }
}
