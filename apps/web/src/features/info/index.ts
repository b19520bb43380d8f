export { ArtSpecLinks, artSpecMaterialsFor } from "./ArtSpecLinks.js";
export { default as NotFoundPage } from "./NotFoundPage.js";
