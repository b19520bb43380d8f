/**
 * The file-hash thread's task (fileHash.ts), also called on the request thread for small files.
 * Started by piscina; never imported by application code other than fileHash.ts.
 */
import { createHash } from "node:crypto";
import { open } from "node:fs/promises";

/** SHA-256 (hex) of the file at `path`, read in 1 MiB chunks into one reused buffer. */
export default async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  const buffer = Buffer.allocUnsafe(1024 * 1024);
  const handle = await open(path, "r");
  try {
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
  return hash.digest("hex");
}
