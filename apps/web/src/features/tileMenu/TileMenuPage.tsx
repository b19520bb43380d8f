import { Container } from "@mantine/core";
import TileMenu from "./TileMenu.js";

/** The tileMenu route (/wizard): the Material Selection Guide for signed-in users. */
export default function TileMenuPage() {
  return (
    <Container size="lg" py="xl">
      <TileMenu headingOrder={1} />
    </Container>
  );
}
