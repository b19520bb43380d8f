import { PatternLibraryScreen } from "./PatternLibraryScreen.js";

/** /PublicLibrary: the pattern library for visitors; ordering leads to sign-in. */
export default function PublicLibraryPage() {
  return <PatternLibraryScreen pageId="PublicLibrary" />;
}
