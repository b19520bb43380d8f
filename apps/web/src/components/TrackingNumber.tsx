import { Anchor, Text } from "@mantine/core";
import { trackingLink } from "@portal/contract";

export interface TrackingNumberProps {
  carrier: string;
  number: string;
  /** The server's link when it sends one; otherwise the carrier's page from the contract. */
  link?: string;
}

/**
 * A tracking number as a link to the carrier's tracking page (FedEx, UPS, USPS); a carrier without
 * one shows the number only (docs/product/shop-order-desk.md).
 */
export function TrackingNumber({ carrier, number, link }: TrackingNumberProps) {
  const href = link || trackingLink(carrier, number);
  if (!href) {
    return (
      <Text component="span" size="sm" mr="xs">
        {number}
      </Text>
    );
  }
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      mr="xs"
      aria-label={`${carrier ? `${carrier} ` : ""}tracking ${number} (opens the carrier's page)`}
    >
      {number}
    </Anchor>
  );
}
