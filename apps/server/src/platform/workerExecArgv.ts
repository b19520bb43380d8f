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
