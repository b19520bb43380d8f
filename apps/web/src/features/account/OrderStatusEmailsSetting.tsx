import { ORDER_STATUS_EMAILS_OFF, ORDER_STATUS_EMAILS_ON, type UserAccount } from "@portal/contract";
import { SwitchSetting } from "./SwitchSetting.js";

/** The customer's own switch for the order status e-mails (docs/product/shop-order-desk.md). */
export function OrderStatusEmailsSetting({ account }: { account: UserAccount }) {
  return (
    <SwitchSetting
      account={account}
      field="OrderStatusEmails"
      label="E-mail me when my orders change status"
      path="/Account/SetOrderStatusEmails"
      body={(on) => ({ userId: account.Id, OrderStatusEmails: on })}
      saved={{ on: ORDER_STATUS_EMAILS_ON, off: ORDER_STATUS_EMAILS_OFF }}
    />
  );
}
