import { PendingPage } from "../pending/PendingPage.js";

export default function UserListPage() {
  return <PendingPage name="UserList" />;
}
