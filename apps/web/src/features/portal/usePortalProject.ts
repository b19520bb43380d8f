import type { WizardSelection } from "@portal/contract";
import { useEffect, useReducer, useRef } from "react";
import { useBrand } from "../../app/BrandProvider.js";
import { useCartItem, useTileMaterials } from "./portalApi.js";
import { readStored, writeStored } from "./storedProject.js";
import {
  EMPTY_PROJECT,
  initialProductType,
  type PortalProject,
  parseProject,
  productTypeOfMaterial,
  projectReducer,
  projectStorageKey,
  serializeProject,
} from "./portalProject.js";

/**
 * The portal's project: the stored new project or the cart item being edited, the product type chosen
 * ahead (EPD, the wizard selection, a material on the address), and the copy that survives a reload.
 */
export function usePortalProject(userId: number, editId: number, materialParam: string, wizard: WizardSelection) {
  const brand = useBrand();
  const storageKey = projectStorageKey(userId);
  const [project, dispatch] = useReducer(
    projectReducer,
    undefined,
    (): PortalProject =>
      editId > 0 ? { ...EMPTY_PROJECT, editId } : (parseProject(readStored(storageKey)) ?? EMPTY_PROJECT),
  );

  // Pre-selection of a new project: EPD starts on adhesive; a wizard selection starts on its type.
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || editId > 0 || project.productType) return;
    preselected.current = true;
    const productType = initialProductType(brand.id, wizard, materialParam);
    if (productType) dispatch({ type: "chooseType", productType });
  }, [brand.id, editId, materialParam, project.productType, wizard]);

  // A material on the address alone: its product type comes from the tile menu's entries.
  const tileMaterials = useTileMaterials(
    userId,
    brand.franchise,
    editId === 0 && materialParam !== "" && !project.productType,
  );
  useEffect(() => {
    if (project.productType || editId > 0 || !tileMaterials.data) return;
    const productType = productTypeOfMaterial(tileMaterials.data, materialParam);
    if (productType) dispatch({ type: "chooseType", productType });
  }, [editId, materialParam, project.productType, tileMaterials.data]);

  // A project in progress survives a reload (per user) until it is added to the cart or restarted.
  // An edit is kept in the cart instead, and leaves the stored new project alone.
  useEffect(() => {
    if (userId <= 0 || editId > 0) return;
    writeStored(storageKey, serializeProject(project));
  }, [editId, project, storageKey, userId]);

  // Editing: the cart item's set is loaded once.
  const cartItem = useCartItem(userId, editId);
  const loaded = useRef(false);
  useEffect(() => {
    const reply = cartItem.data;
    if (loaded.current || reply?.Status !== "ok" || !reply.Data?.length) return;
    loaded.current = true;
    const first = reply.Data[0]!;
    dispatch({
      type: "load",
      project: {
        productType: first.product_type,
        items: reply.Data.map((i) => ({ ...i })),
        activeIndex: 0,
        editId,
        locked: false,
        reports: {},
      },
    });
  }, [cartItem.data, editId]);

  return {
    project,
    dispatch,
    cartItem,
    /** Whether the cart item being edited is in the project (always true for a new project). */
    editLoaded: editId === 0 || loaded.current,
    /** Forgets the stored new project (after it is added to the cart, or on Restart). */
    forgetStored: () => writeStored(storageKey, undefined),
  };
}
