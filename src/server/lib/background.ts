/** Work that outlives its request (a generation whose page went away) and must not be cut. */
export type BackgroundWork = {
  /** Keeps `work` on the books until it settles; shutdown waits for it. */
  track: <T>(work: Promise<T>) => Promise<T>;
  /** Resolves once nothing is pending, or after `ms`; true when everything finished. */
  drain: (ms: number) => Promise<boolean>;
};

export function createBackgroundWork(): BackgroundWork {
  const pending = new Set<Promise<unknown>>();
  return {
    track(work) {
      const settled = work.then(
        () => {},
        () => {},
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
      return work;
    },
    async drain(ms) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      });
      const all = (async () => {
        while (pending.size > 0) await Promise.all(pending);
        return true as const;
      })();
      try {
        return await Promise.race([all, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
