import { PendingPage } from "../pending/PendingPage.js";

export default function PaymentMethodsPage() {
  return <PendingPage name="managePayments" />;
}
