import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import * as mupdf from "mupdf";
import { errorMessage, PreflightError } from "../errors.js";

/** Where a PDF comes from: bytes in memory, or a file read on demand (never loaded whole). */
export type PdfSource = Uint8Array | { path: string };

/** A stream over a file that MuPDF reads from as it needs, so large files are not held in memory. */
export function fileStream(path: string): mupdf.Stream {
  const fd = openSync(path, "r");
  const size = fstatSync(fd).size;
  let open = true;
  return new mupdf.Stream({
    fileSize: () => size,
    read: (memory, offset, length, position) => (position >= size ? 0 : readSync(fd, memory, offset, length, position)),
    close: () => {
      if (open) closeSync(fd);
      open = false;
    },
  });
}

/** Opens a PDF (or PDF-compatible AI) document; rejects with 'unreadable' when MuPDF cannot. */
export function openPdf(source: PdfSource): mupdf.PDFDocument {
  let stream: mupdf.Stream | null = null;
  try {
    let from: Uint8Array | mupdf.Stream;
    if (source instanceof Uint8Array) from = source;
    else {
      stream = fileStream(source.path);
      from = stream;
    }
    const doc = mupdf.Document.openDocument(from, "application/pdf");
    const pdf = doc.asPDF();
    if (!pdf) {
      doc.destroy();
      throw new PreflightError("unreadable", "The file could not be read as a PDF.");
    }
    return pdf;
  } catch (error) {
    if (error instanceof PreflightError) throw error;
    throw new PreflightError("unreadable", `The file could not be read as a PDF: ${errorMessage(error)}`, {
      cause: error,
    });
  } finally {
    // The document keeps its own reference to the stream.
    stream?.destroy();
  }
}
