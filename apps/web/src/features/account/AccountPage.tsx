import { PendingPage } from "../pending/PendingPage.js";

export default function AccountPage() {
  return <PendingPage name="accountDetails" />;
}
