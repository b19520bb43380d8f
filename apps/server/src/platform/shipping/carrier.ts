/**
 * The carrier interface (docs/product/cart-and-checkout.md). The built-in TableRateCarrier rates
 * from tables; a live carrier API can replace it by implementing Carrier. The customer's own account
 * (BST) is not a carrier rate: the checkout offers it beside the carrier's rates.
 */

const CARRIER_METHODS = ["FEDEX_GROUND", "FEDEX_2_DAY", "STANDARD_OVERNIGHT", "FEDEX_FREIGHT_PRIORITY"] as const;
export type CarrierMethod = (typeof CARRIER_METHODS)[number];

/**
 * One packed group of the shipment: the pieces of one cart line. Dimensions are the largest piece
 * as packed (flat rigid panels: width x height x 2 in; rolled film: a tube), weight the whole group.
 */
export interface Parcel {
  weightLb: number;
  lengthIn: number;
  widthIn: number;
  heightIn: number;
}

export interface ShipmentAddress {
  zip: string;
  state: string;
  country: string;
  residential: boolean;
}

export interface Shipment {
  originZip: string;
  destination: ShipmentAddress;
  parcels: Parcel[];
}

export interface RateQuote {
  method: CarrierMethod;
  /** The method's name for the rate text ('FedEx Ground'). */
  name: string;
  freightCents: number;
  /** Business days in transit after the ship date. */
  transitDays: number;
}

export type RateResult = { ok: true; quotes: RateQuote[] } | { ok: false; reason: "unknown_destination" };

export interface Carrier {
  readonly name: string;
  /** The methods that can carry the shipment to the address, with their freight, in any order. */
  rates(shipment: Shipment): Promise<RateResult>;
}
