import { IntegrationsPage } from "./IntegrationsPage.js";

/** /staff/integrations: the shop's machine keys and webhooks (staff.admin). */
export default function StaffIntegrationsPage() {
  return <IntegrationsPage kind="shop" />;
}
