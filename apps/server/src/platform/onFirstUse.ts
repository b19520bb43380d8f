/**
 * A value made by `make` on first use and shared by every later call. A failed attempt is not kept: the next call
 * tries again, so a passing fault (a disk not mounted yet, an import that failed) does not last until a restart.
 */
export function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= (async () => make())().catch((err: unknown) => {
      made = undefined;
      throw err;
    });
    return made;
  };
}
