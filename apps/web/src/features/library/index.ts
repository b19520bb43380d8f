export { LibraryPickerModal } from "./LibraryPickerModal.js";
