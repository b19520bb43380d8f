import {
  hasAcceptedExtension,
  LIBRARY_ROOT_PREFIX,
  libraryRoot,
  nameProblem,
  notAcceptedProofTypeMessage,
  notAcceptedTypeMessage,
  PROOF_UPLOAD_EXTENSIONS,
} from "@portal/contract";
import { ApiError, forbidden } from "../../platform/http.js";

/**
 * Library paths (docs/product/security.md): every path a client sends is confined to the caller's root
 * `/ImgLibrary/{userId}`. A path is percent-decoded once, then checked: no NUL or control
 * characters, no backslashes, no '.' or '..' segments, nothing outside /ImgLibrary/{userId}; a path
 * in another user's root is 403. Every segment must be a valid name, so a decoded path can never
 * hold another %XX sequence (no double decoding anywhere). The result is normalized: one slash
 * between segments and none at the end.
 */
export function resolveLibraryPath(raw: string, userId: number, field = "path"): string {
  const decoded = decodeOnce(raw).trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL and control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(decoded)) throw badPath(`${field} cannot contain control characters.`);
  if (decoded.includes("\\")) throw badPath(`${field} cannot contain backslashes.`);
  const absolute = decoded.startsWith("ImgLibrary/") ? `/${decoded}` : decoded;
  const root = libraryRoot(userId);
  if (!absolute.startsWith("/")) throw badPath(`${field} must be a library path that starts with ${root}.`);
  const segments = absolute.split("/").filter((s) => s !== "");
  if (segments.some((s) => s === "." || s === "..")) throw badPath(`${field} cannot contain '.' or '..'.`);
  if (`/${segments[0]}` !== LIBRARY_ROOT_PREFIX || segments.length < 2) {
    throw badPath(`${field} must be inside your library ${root}.`);
  }
  if (segments[1] !== String(userId)) throw forbidden("This path is in another user's library.");
  for (const segment of segments.slice(2)) {
    const problem = nameProblem(segment);
    if (problem) throw badPath(`${field}: ${problem}`);
  }
  return `/${segments.join("/")}`;
}

/** The owner of a path that names `/ImgLibrary/{id}/...` (for signed links); undefined otherwise. */
export function ownerOfPath(raw: string): number | undefined {
  const match = /^\/?ImgLibrary\/(\d{1,10})(?:\/|$)/.exec(decodeOnce(raw).trim());
  return match ? Number(match[1]) : undefined;
}

/** Splits a normalized file path into its folder and name. */
export function splitFilePath(path: string, userId: number): { folder: string; name: string } {
  const i = path.lastIndexOf("/");
  if (path === libraryRoot(userId) || i <= 0) throw badPath("The path does not name a file.");
  return { folder: path.slice(0, i), name: path.slice(i + 1) };
}

export function joinPath(folder: string, name: string): string {
  return `${folder}/${name}`;
}

/** A new folder or file name from a client (one segment): the spec's # and + rule and the path rules. */
export function assertValidName(name: string, field: string): string {
  const trimmed = name.trim();
  const problem = nameProblem(trimmed);
  if (problem) throw new ApiError("invalid", problem.startsWith("'#'") ? problem : `${field}: ${problem}`, 400);
  return trimmed;
}

/** The message that refuses an upload name, or undefined: name rules, then the accepted extensions. */
export function uploadNameProblem(name: string, purpose: "library" | "proof" = "library"): string | undefined {
  if (purpose === "proof") {
    const lower = name.toLowerCase();
    const accepted = PROOF_UPLOAD_EXTENSIONS.some((ext) => lower.endsWith(ext));
    return nameProblem(name) ?? (accepted ? undefined : notAcceptedProofTypeMessage(name));
  }
  return nameProblem(name) ?? (hasAcceptedExtension(name) ? undefined : notAcceptedTypeMessage(name));
}

/** 'a.pdf' -> 'a (1).pdf', 'a (2).pdf', ...: the first name not in `taken` (keep both). */
export function keepBothName(name: string, taken: (candidate: string) => boolean): string {
  const dot = name.lastIndexOf(".");
  const base = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : "";
  for (let n = 1; ; n++) {
    const candidate = `${base} (${n})${ext}`;
    if (!taken(candidate)) return candidate;
  }
}

/** Percent-decodes valid %XX runs once; anything else is left as it is. */
function decodeOnce(raw: string): string {
  return raw.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

function badPath(message: string): ApiError {
  return new ApiError("invalid", message, 400);
}
