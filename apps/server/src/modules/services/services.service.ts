import {
  type AddOption1ToCartRequestSchema,
  type AddPantoneChartRequestSchema,
  COLOR_MATCHING_FILE_MISSING,
  COLOR_MATCHING_ITEM_NO,
  type FileColorSet,
  PANTONE_ADD_FAILED,
  PANTONE_CHART_ITEM_NO,
  PANTONE_CHOICE_MISSING,
  PANTONE_FINISH_NAMES,
  PANTONE_FINISHES,
  type PantoneFinish,
  SERVICE_NOT_OFFERED,
  type ServiceItem,
  SPOT_COLOR_LIMIT,
  SPOT_COLOR_LIMIT_MESSAGE,
  SPOT_COLOR_REQUIRED,
  tileImageUrl,
} from "@portal/contract";
import type { z } from "zod";
import type { AppContext } from "../../platform/context.js";
import { ApiError } from "../../platform/http.js";
import { insertCartItem, listCart, money, updateCartItem } from "../cart/cart.service.js";
import { shopCatalog } from "../cart/shopCatalog.js";
import type { UserRow } from "../identity/users.service.js";
import { spotColorFiles } from "../library/files.service.js";

type AddPantoneChart = z.output<typeof AddPantoneChartRequestSchema>;
type AddOption1 = z.output<typeof AddOption1ToCartRequestSchema>;

/**
 * The Pantone chart artwork is one file of the shop, printed at this size on the chart product's
 * material (GetPantoneChartDetails). Its image is the chart service's catalog image.
 */
const PANTONE_CHART_SIZE_IN = { width: 24, height: 36 } as const;

function invalid(message: string): ApiError {
  return new ApiError("invalid", message, 400);
}
function failed(message: string): ApiError {
  return new ApiError("failed", message, 422);
}

/** Add-on services of the cart: colour matching (TS-SVC-1) and Pantone charts (TS-PMSC). */
export class ServicesService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  private get switches() {
    return this.ctx.brand.switches;
  }

  /** GetServiceItems: the services the brand's colorMatching and pantoneChart switches offer. */
  async items(hidden: boolean): Promise<ServiceItem[]> {
    const catalog = await shopCatalog(this.ctx);
    return catalog.serviceList
      .filter((s) => s.available)
      .filter((s) => (s.tag === "colormatching" ? this.switches.colorMatching : this.switches.pantoneChart))
      .map((s) => ({
        ItemNo: s.itemNo,
        Name: s.name,
        Description: s.description,
        ...money(s.cents, hidden),
        Tag: s.tag,
        ImageUrl: tileImageUrl(s.imageKey),
        ExtraBusinessDays: s.extraBusinessDays,
      }));
  }

  private async chartService() {
    if (!this.switches.pantoneChart) return undefined;
    const service = (await shopCatalog(this.ctx)).services.get(PANTONE_CHART_ITEM_NO);
    return service?.available ? service : undefined;
  }

  /** GetPantoneChartDetails' Data[0], or undefined ('Unable to get Chart Details.'). */
  async chartDetails() {
    const service = await this.chartService();
    if (!service) return undefined;
    const url = tileImageUrl(service.imageKey);
    return {
      Id: service.itemNo,
      FullUrl: url,
      InchHeight: PANTONE_CHART_SIZE_IN.height,
      InchWidth: PANTONE_CHART_SIZE_IN.width,
      ImageUrl: url,
    };
  }

  async chartProducts(hidden: boolean) {
    if (!(await this.chartService())) return [];
    const catalog = await shopCatalog(this.ctx);
    return catalog.chartList
      .filter((c) => c.available)
      .map((c) => ({
        Id: c.id,
        Name: c.name,
        ProductName: c.productName,
        ...money(c.cents, hidden),
        Image: tileImageUrl(c.imageKey),
      }));
  }

  /** AddPantoneChart: one chart (quantity 1) of the chosen product and finish. */
  async addPantoneChart(user: UserRow, input: AddPantoneChart): Promise<void> {
    const productId = /^\d{1,9}$/.test(input.ProductId) ? Number(input.ProductId) : 0;
    const finish = input.Finish.toUpperCase();
    if (productId <= 0 || !(PANTONE_FINISHES as readonly string[]).includes(finish)) {
      throw invalid(PANTONE_CHOICE_MISSING);
    }
    const service = await this.chartService();
    const chart = (await shopCatalog(this.ctx)).charts.get(productId);
    if (!service || !chart?.available) throw failed(PANTONE_ADD_FAILED);
    const finishName = PANTONE_FINISH_NAMES[finish as PantoneFinish];
    await insertCartItem(this.db, {
      userId: user.id,
      kind: "service",
      itemNo: PANTONE_CHART_ITEM_NO,
      itemDesc: `${chart.name} (${finishName})`,
      productType: "misc",
      quantity: 1,
      priceCents: chart.cents,
      imageUrl: tileImageUrl(chart.imageKey),
      fields: {
        ChartProductId: chart.id,
        LaminateType: finish,
        FinishText: finishName,
        ProductName: chart.productName,
        Material: chart.itemNo,
      },
    });
  }

  /** GetFileColorSet: the spot colours of the user's library files. */
  async fileColorSet(user: UserRow): Promise<FileColorSet> {
    const files = await spotColorFiles(this.db, user.id);
    return {
      SpotColorFiles: Object.fromEntries(files.map((f) => [String(f.fileId), f.name])),
      SpotColors: Object.fromEntries(files.map((f) => [String(f.fileId), f.colors.map((name) => ({ name }))])),
      SpotColorLimit: SPOT_COLOR_LIMIT,
    };
  }

  /**
   * AddOption1ToCart: colour matching for one library file and 1 to 5 of its spot colours. A second
   * add for the same file replaces the colours of its line (the modal sends its whole checklist).
   */
  async addColorMatching(user: UserRow, input: AddOption1): Promise<void> {
    if (!this.switches.colorMatching) throw failed(SERVICE_NOT_OFFERED);
    const colors = input.colorSetColors;
    if (colors.length === 0) throw invalid(SPOT_COLOR_REQUIRED);
    if (colors.length > SPOT_COLOR_LIMIT) throw invalid(SPOT_COLOR_LIMIT_MESSAGE);
    const service = (await shopCatalog(this.ctx)).services.get(COLOR_MATCHING_ITEM_NO);
    if (!service?.available) throw failed(SERVICE_NOT_OFFERED);
    const [file] = await spotColorFiles(this.db, user.id, input.colorSetId);
    if (!file) throw failed(COLOR_MATCHING_FILE_MISSING);
    const unknown = colors.filter((c) => !file.colors.includes(c));
    if (unknown.length > 0) {
      throw invalid(
        `${unknown.join(", ")} ${unknown.length === 1 ? "is not a spot colour" : "are not spot colours"} of ${file.name}.`,
      );
    }
    const fields = { ColorSetId: file.fileId, Colors: colors };
    const existing = (await listCart(this.db, user.id)).find(
      (r) => r.itemNo === COLOR_MATCHING_ITEM_NO && r.fields.ColorSetId === file.fileId,
    );
    if (existing) {
      await updateCartItem(this.db, existing.id, { fields: { ...existing.fields, ...fields }, filename: file.name });
      return;
    }
    await insertCartItem(this.db, {
      userId: user.id,
      kind: "service",
      itemNo: COLOR_MATCHING_ITEM_NO,
      itemDesc: service.name,
      productType: "misc",
      quantity: 1,
      priceCents: service.cents,
      filename: file.name,
      imageUrl: tileImageUrl(service.imageKey),
      fields,
    });
  }
}
