import type { FileKind } from "./types.js";

/** How much of the start and of the end of a file is read to recognise it. */
export const SNIFF_WINDOW_BYTES = 1024 * 1024;

/** The parts of a file that type detection looks at: its first and last SNIFF_WINDOW_BYTES. */
export interface FileSniff {
  head: Uint8Array;
  tail: Uint8Array;
}

const PDF_MAGIC = "%PDF-";
/** PDF readers accept a `%PDF-` header that starts within the first 1024 bytes (after a MacBinary header, say). */
const PDF_HEADER_WINDOW = 1024;
/** Leading data that makes a file an executable or an archive, whatever PDF follows it. */
const EXECUTABLE_PREFIXES: readonly number[][] = [
  [0x4d, 0x5a], // MZ: Windows executables
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe], // Mach-O
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O universal, Java class
  [0x23, 0x21], // #! scripts
  [0x50, 0x4b, 0x03, 0x04], // ZIP (and JAR, APK...)
];
const PS_MAGIC = "%!PS-Adobe";
/** Markers an Illustrator file saved with PDF compatibility carries (page PieceInfo, XMP, Info). */
const PDF_ILLUSTRATOR_MARKERS = [
  "/AIPrivateData",
  "/AIMetaData",
  "/Illustrator ",
  "/Illustrator<<",
  "Adobe Illustrator",
];
/** Every marker holds one of these: a window is searched for each stem and the markers checked at its hits. */
const ILLUSTRATOR_STEMS = ["/AI", "Illustrator"];
/** How much of a PostScript file's start holds its DSC header comments. */
const PS_HEADER_BYTES = 64 * 1024;

export function sniffOf(bytes: Uint8Array): FileSniff {
  return {
    head: bytes.subarray(0, SNIFF_WINDOW_BYTES),
    tail: bytes.subarray(Math.max(0, bytes.length - SNIFF_WINDOW_BYTES)),
  };
}

function startsWith(bytes: Uint8Array, ascii: string): boolean {
  if (bytes.length < ascii.length) return false;
  for (let i = 0; i < ascii.length; i++) {
    if (bytes[i] !== ascii.charCodeAt(i)) return false;
  }
  return true;
}

function startsWithBytes(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

/**
 * Where the `%PDF-` header starts: 0 for most files, up to PDF_HEADER_WINDOW - 1 after leading data;
 * -1 when there is none, or when the leading data is an executable or an archive.
 */
function pdfHeaderOffset(head: Uint8Array): number {
  if (startsWith(head, PDF_MAGIC)) return 0;
  const window = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, PDF_HEADER_WINDOW + 4));
  const at = window.indexOf(PDF_MAGIC, 0, "latin1");
  if (at < 0 || at >= PDF_HEADER_WINDOW) return -1;
  if (EXECUTABLE_PREFIXES.some((prefix) => startsWithBytes(head, prefix))) return -1;
  return at;
}

/** A PostScript file (`%!`), as opposed to a PDF with its header anywhere in its first 1024 bytes. */
export function isPostScriptSniff(sniff: FileSniff): boolean {
  return sniff.head[0] === 0x25 && sniff.head[1] === 0x21;
}

/** Whether `ascii` is in `bytes` at `at` (which may be before 0 or past the end: then it is not). */
function hasAt(bytes: Buffer, at: number, ascii: string): boolean {
  if (at < 0 || at + ascii.length > bytes.length) return false;
  for (let i = 0; i < ascii.length; i++) if (bytes[at + i] !== ascii.charCodeAt(i)) return false;
  return true;
}

/** Whether the window holds one of the Illustrator markers (two searches instead of one per marker). */
function hasIllustratorMarker(window: Uint8Array): boolean {
  const bytes = Buffer.from(window.buffer, window.byteOffset, window.byteLength);
  for (const stem of ILLUSTRATOR_STEMS) {
    const markers = PDF_ILLUSTRATOR_MARKERS.filter((marker) => marker.includes(stem));
    for (let at = bytes.indexOf(stem, 0, "latin1"); at >= 0; at = bytes.indexOf(stem, at + 1, "latin1")) {
      if (markers.some((marker) => hasAt(bytes, at - marker.indexOf(stem), marker))) return true;
    }
  }
  return false;
}

function isTiffHeader(b: Uint8Array): boolean {
  if (b.length < 4) return false;
  // Classic TIFF (42) and BigTIFF (43), little- and big-endian.
  if (b[0] === 0x49 && b[1] === 0x49) return (b[2] === 0x2a || b[2] === 0x2b) && b[3] === 0x00;
  if (b[0] === 0x4d && b[1] === 0x4d) return b[2] === 0x00 && (b[3] === 0x2a || b[3] === 0x2b);
  return false;
}

/** An Illustrator PostScript file: its DSC header names Illustrator or carries %AI comments. */
function isIllustratorPostScript(head: Uint8Array): boolean {
  const text = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, PS_HEADER_BYTES)).toString("latin1");
  return /^%%Creator:.*Illustrator/m.test(text) || /^%%?AI\d/m.test(text);
}

function pdfOrIllustrator(head: Uint8Array, tail: Uint8Array): "pdf" | "ai" {
  return hasIllustratorMarker(head) || hasIllustratorMarker(tail) ? "ai" : "pdf";
}

/** Recognises a file from its first and last bytes (see detectFileType). */
export function detectFileTypeFromSniff({ head, tail }: FileSniff): FileKind | null {
  if (startsWith(head, PDF_MAGIC)) return pdfOrIllustrator(head, tail);
  if (startsWith(head, PS_MAGIC)) return isIllustratorPostScript(head) ? "ai" : null;
  if (isTiffHeader(head)) return "tiff";
  if (pdfHeaderOffset(head) > 0) return pdfOrIllustrator(head, tail);
  return null;
}

/**
 * The kind of an artwork file from its content, never its name: '%PDF-' (at the start, or within the
 * first 1024 bytes after leading data that is not an executable or archive) is a PDF, or an AI file when
 * it carries Illustrator markers (/AIPrivateData, an Illustrator PieceInfo, 'Adobe Illustrator' as
 * creator); '%!PS-Adobe' with Illustrator DSC comments is a PostScript AI file; 'II*\0' and 'MM\0*'
 * (and their BigTIFF forms) are TIFF. Anything else, executables included, is null.
 */
export function detectFileType(bytes: Uint8Array): FileKind | null {
  return detectFileTypeFromSniff(sniffOf(bytes));
}
