import { Anchor, Table, Text } from "@mantine/core";
import { NO_ORDERS_MESSAGE, type SiteBrand } from "@portal/contract";
import { Link } from "react-router";

/** An order group of part 1 section 4: the tabs of the account page and the Orders menu of Manage Users. */
export interface OrderGroup {
  key: "needs_approval" | "ordered" | "shipped" | "invoiced";
  label: string;
}

/** needs_approval comes first and only with orderApproval; office managers see it as 'Release to Production'. */
export function orderGroups(brand: SiteBrand, officeManager: boolean): OrderGroup[] {
  const groups: OrderGroup[] = [];
  if (brand.switches.orderApproval) {
    groups.push({ key: "needs_approval", label: officeManager ? "Release to Production" : "Await Release" });
  }
  groups.push(
    { key: "ordered", label: "In Production" },
    { key: "shipped", label: "Shipped" },
    { key: "invoiced", label: "Completed Orders" },
  );
  return groups;
}

/** An order row of part 1 section 3. */
export interface AccountOrderRow {
  SalesOrder: string;
  OrderedBy: string;
  DateOrdered: string;
  ProductionDate: string;
  Subtotal: number;
  Carrier: string;
  TrackingNo: string[];
  TrackingLink: string[];
  Status: string;
  AgentId: number;
}

// No orders exist before the orders issue lands, which replaces this with the /Store/AccountOrders rows.
export function accountOrders(_userId: number, _status: OrderGroup["key"]): AccountOrderRow[] {
  return [];
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export interface OrdersTableProps {
  rows: AccountOrderRow[];
  userId: number;
  showOrderedBy: boolean;
  showSubtotal: boolean;
  caption: string;
}

/** The order columns of part 1 section 2; 'No orders to display.' when there are none. */
export function OrdersTable({ rows, userId, showOrderedBy, showSubtotal, caption }: OrdersTableProps) {
  if (rows.length === 0) {
    return (
      <Text c="dimmed" py="md" role="status">
        {NO_ORDERS_MESSAGE}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Order Number</Table.Th>
            {showOrderedBy && <Table.Th scope="col">Ordered By</Table.Th>}
            <Table.Th scope="col">Date Ordered</Table.Th>
            <Table.Th scope="col">Production Date</Table.Th>
            {showSubtotal && <Table.Th scope="col">Subtotal</Table.Th>}
            <Table.Th scope="col">Carrier</Table.Th>
            <Table.Th scope="col">Tracking</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((o) => (
            <Table.Tr key={o.SalesOrder}>
              <Table.Td>{o.SalesOrder}</Table.Td>
              {showOrderedBy && <Table.Td>{o.OrderedBy}</Table.Td>}
              <Table.Td>{o.DateOrdered}</Table.Td>
              <Table.Td>{o.ProductionDate}</Table.Td>
              {showSubtotal && <Table.Td>{money.format(o.Subtotal)}</Table.Td>}
              <Table.Td>{o.Carrier}</Table.Td>
              <Table.Td>
                {o.TrackingNo.map((no, i) => (
                  <Anchor key={no} href={o.TrackingLink[i]} target="_blank" rel="noopener noreferrer" mr="xs">
                    {no}
                  </Anchor>
                ))}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/store/orderdetails/${o.SalesOrder}/${userId}`}>
                  Details
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
