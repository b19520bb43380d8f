import { Badge } from "@mantine/core";
import type { OrderStatus } from "@portal/contract";
import { STATUS_COLORS, statusLabel } from "./format.js";

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {statusLabel(status)}
    </Badge>
  );
}

export function LateBadge() {
  return (
    <Badge color="red" variant="filled">
      Late
    </Badge>
  );
}
