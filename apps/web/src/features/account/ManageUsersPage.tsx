import { PendingPage } from "../pending/PendingPage.js";

export default function ManageUsersPage() {
  return <PendingPage name="manageAccounts" />;
}
