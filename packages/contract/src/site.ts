import { z } from "zod";

export const HealthSchema = z.object({
  status: z.literal("up"),
  database: z.enum(["pglite", "postgres"]),
  version: z.string(),
});
