import { fileURLToPath } from "node:url";

/**
 * How every worker thread of the server and of the preflight is started: from the file `workerEntry` names, with
 * the flags `workerExecArgv` gives. Kept in this package because the preflight starts threads too and cannot import
 * the server; the server imports it as `@portal/preflight/threads`.
 */

/**
 * The file a worker thread starts from, beside the module that starts it (`moduleUrl`: that module's
 * import.meta.url). Built (apps/server/build.mjs), each thread is an entry of its own, `<name>.js`, in the same
 * build folder as the code that starts it, so a process keeps starting threads of its own build. From the
 * TypeScript sources (tsx, vitest) it is `<name>.mjs`, a small module that registers tsx in the thread and imports
 * `<name>.ts`: Node 20 does not apply the main thread's loader to a worker's entry file.
 */
export function workerEntry(moduleUrl: string, name: string): string {
  const fromSources = moduleUrl.endsWith(".ts");
  return fileURLToPath(new URL(`./${name}.${fromSources ? "mjs" : "js"}`, moduleUrl));
}

/** Flags with which a flag's value follows as the next argument. */
const VALUE_FLAGS = new Set(["--import", "--require", "-r", "--loader", "--experimental-loader"]);
/** tsx's own entry points: `tsx` itself, or its dist files as its command line passes them. */
const TSX = /^(?:tsx(?:\/.*)?|.*[\\/]node_modules[\\/]tsx[\\/].*)$/;

/**
 * Flags a worker thread accepts in its own `execArgv`. Node refuses process-wide flags there (e.g.
 * `--max-old-space-size`: ERR_WORKER_INVALID_EXEC_ARGV) although a thread inherits them unnamed.
 */
const WORKER_FLAG =
  /^(?:--import|--require|-r|--loader|--experimental-[\w-]+|--no-experimental-[\w-]+|--conditions|-C|--enable-source-maps|--no-warnings|--disable-warning|--trace-warnings|--inspect[\w-]*)$/;

/**
 * The main thread's node flags without tsx's loader, for a worker thread whose entry (`*.worker.mjs`)
 * registers tsx itself: inherited, the loader would be started twice in the thread, which costs
 * about 17 MB and a thread (docs/decisions/0043-server-memory.md). Other flags are kept. When the
 * process runs with a flag a thread may not be given by name, the answer is `undefined`: the thread
 * inherits every flag, tsx's loader included, and starts.
 */
export function workerExecArgv(execArgv: readonly string[] = process.execArgv): string[] | undefined {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i] as string;
    const [name, inlineValue] = flag.split(/=(.*)/s, 2) as [string, string | undefined];
    if (VALUE_FLAGS.has(name)) {
      const value = inlineValue ?? execArgv[i + 1] ?? "";
      const skip = inlineValue === undefined ? 2 : 1;
      if (TSX.test(value)) {
        i += skip - 1;
        continue;
      }
      kept.push(...execArgv.slice(i, i + skip));
      i += skip - 1;
      continue;
    }
    if (!WORKER_FLAG.test(name)) return undefined;
    kept.push(flag);
  }
  return kept;
}
