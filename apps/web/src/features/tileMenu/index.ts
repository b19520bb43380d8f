import { lazy } from "react";

/** The product tile menu, loaded when first shown. */
export const TileMenu = lazy(() => import("./TileMenu.js"));
export { toTilesReply } from "./tileMenuLogic.js";
export { useWizardSelection } from "./useWizardSelection.js";
