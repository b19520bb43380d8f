import { PendingPage } from "../pending/PendingPage.js";

export default function EditAccountPage() {
  return <PendingPage name="account" />;
}
