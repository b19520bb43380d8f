import { IntegrationsPage } from "./IntegrationsPage.js";

/** /account/integrations: the company's machine keys and webhooks (an office manager). */
export default function AccountIntegrationsPage() {
  return <IntegrationsPage kind="company" />;
}
