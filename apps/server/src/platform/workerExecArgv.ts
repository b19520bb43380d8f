/** Flags with which a flag's value follows as the next argument. */
const VALUE_FLAGS = new Set(["--import", "--require", "-r", "--loader", "--experimental-loader"]);
/** tsx's own entry points: `tsx` itself, or its dist files as its command line passes them. */
const TSX = /^(?:tsx(?:\/.*)?|.*[\\/]node_modules[\\/]tsx[\\/].*)$/;

/**
 * The main thread's node flags without tsx's loader, for a worker thread whose entry (`*.worker.mjs`)
 * registers tsx itself: inherited, the loader would be started twice in the thread, which costs
 * about 17 MB and a thread (docs/decisions/0043-server-memory.md). Other flags are kept.
 */
export function workerExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
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
    kept.push(flag);
  }
  return kept;
}
