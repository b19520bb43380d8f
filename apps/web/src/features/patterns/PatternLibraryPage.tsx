import { PatternLibraryScreen } from "./PatternLibraryScreen.js";

/** /patternLibrary: the pattern library for signed-in users. */
export default function PatternLibraryPage() {
  return <PatternLibraryScreen pageId="patternLibrary" />;
}
