import { Navigate } from "react-router";
import { useBrand } from "../../app/BrandProvider.js";
import { NotFoundPage } from "../info/index.js";

/**
 * /designer, the spec's 'designer' route with no screen of its own (docs/decisions/0026-pattern-designer.md):
 * on a brand with textures it opens the pattern library, where a pattern is chosen and given its
 * colours and texture; elsewhere the Pattern Designer does not exist and the path is not found.
 */
export default function DesignerPage() {
  const brand = useBrand();
  if (!brand.switches.textures) return <NotFoundPage />;
  return <Navigate to="/patternLibrary" replace />;
}
