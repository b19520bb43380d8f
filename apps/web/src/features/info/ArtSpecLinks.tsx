import { Button, Group, VisuallyHidden } from "@mantine/core";
import { type ArtSpecMaterial, artSpecPath, type SiteBrand } from "@portal/contract";
import { IconDownload } from "@tabler/icons-react";

/** Button labels of the art-spec downloads (help page and home page). */
const ART_SPEC_LABELS: Record<ArtSpecMaterial, string> = {
  adhesive: "Adhesive Art Specs",
  acm: "Rigid/ACM Art Specs",
  corex: "Corex Art Specs",
};

/** Materials with an art-spec download for this brand: Adhesive and ACM always, Corex for Wholesale. */
export function artSpecMaterialsFor(brand: Pick<SiteBrand, "franchise">): ArtSpecMaterial[] {
  return brand.franchise === "Wholesale" ? ["adhesive", "acm", "corex"] : ["adhesive", "acm"];
}

/** One download button per material, linking to the art-spec PDF served by the API. */
export function ArtSpecLinks({ materials }: { materials: ArtSpecMaterial[] }) {
  return (
    <Group gap="sm">
      {materials.map((m) => (
        <Button
          key={m}
          component="a"
          href={artSpecPath(m)}
          download
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
        >
          {ART_SPEC_LABELS[m]}
          <VisuallyHidden> (PDF)</VisuallyHidden>
        </Button>
      ))}
    </Group>
  );
}
