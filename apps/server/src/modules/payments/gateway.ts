import type { AppContext } from "../../platform/context.js";
import { createSandboxGateway, fingerprintKey, type ReconcilableGateway } from "../../platform/payments/index.js";

const gateways = new WeakMap<AppContext, Promise<ReconcilableGateway>>();
const fingerprintKeys = new WeakMap<AppContext, Promise<Buffer>>();

function once<T>(cache: WeakMap<AppContext, Promise<T>>, ctx: AppContext, make: () => Promise<T>): Promise<T> {
  let made = cache.get(ctx);
  if (!made) {
    made = make();
    cache.set(ctx, made);
    // A failed start (database down) is tried again on the next call.
    made.catch(() => cache.delete(ctx));
  }
  return made;
}

/**
 * The app's payment gateway (PAYMENT_GATEWAY; the sandbox is the only one built in). Call it outside any
 * database transaction: the sandbox keeps its charges in the database.
 */
export function paymentGatewayFor(ctx: AppContext): Promise<ReconcilableGateway> {
  return once(gateways, ctx, () => {
    switch (ctx.config.payments.gateway) {
      case "sandbox":
        return createSandboxGateway(ctx.database.db);
    }
  });
}

/** The key of the card fingerprints (duplicate card hint). */
export function fingerprintKeyFor(ctx: AppContext): Promise<Buffer> {
  return once(fingerprintKeys, ctx, () => fingerprintKey(ctx.database.db));
}
