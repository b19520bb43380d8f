import type { Db } from "@portal/db";
import type { Config } from "../../platform/config.js";
import { createSandboxGateway, type ReconcilableGateway } from "../../platform/payments/index.js";

/** The payment gateway named by PAYMENT_GATEWAY (the sandbox is the only one built in); buildApp makes it once. */
export function createPaymentGateway(config: Config, db: Db): Promise<ReconcilableGateway> {
  switch (config.payments.gateway) {
    case "sandbox":
      return createSandboxGateway(db);
  }
}
