export { portalProjectInProgress, startPortalProject } from "./storedProject.js";
