import { PO_NUMBER_REQUIRED_OFF, PO_NUMBER_REQUIRED_ON, type UserAccount } from "@portal/contract";
import { SwitchSetting } from "./SwitchSetting.js";

/** The office manager's company setting (docs/product/cart-and-checkout.md), saved at once. */
export function PONumberRequiredSetting({ account }: { account: UserAccount }) {
  return (
    <SwitchSetting
      account={account}
      field="PONumberRequired"
      label="PO number required on every order"
      path="/Account/SetPONumberRequired"
      body={(on) => ({ PONumberRequired: on })}
      saved={{ on: PO_NUMBER_REQUIRED_ON, off: PO_NUMBER_REQUIRED_OFF }}
    />
  );
}
