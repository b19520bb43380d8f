import { lazy } from "react";

/** The change-password dialog, loaded when first shown. */
export const ChangePasswordDialog = lazy(() => import("./ChangePasswordDialog.js"));
