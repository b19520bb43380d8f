import { PendingPage } from "../pending/PendingPage.js";

export default function ShippingAddressesPage() {
  return <PendingPage name="shippingAddresses" />;
}
