type Batch<K, V> = {
  keys: Set<K>;
  answer: Promise<Map<K, V>>;
  settle: (read: Promise<Map<K, V>>) => void;
};

/**
 * Reads of single keys gathered into one read of many: the keys asked for while a read is out
 * go together in the next one, which leaves when it returns. A key is never answered by a read
 * that left before it was asked for, so every answer is at least as fresh as its request (as a
 * cache's check needs). Idle, a key is read at once; busy, one round trip serves every request
 * that arrived during the previous one.
 */
export function batchedReads<K, V>(read: (keys: K[]) => Promise<Map<K, V>>) {
  let next: Batch<K, V> | null = null;
  let reading = false;

  function send() {
    const batch = next;
    if (!batch) return;
    next = null;
    reading = true;
    const answer = read([...batch.keys]);
    batch.settle(answer);
    void answer
      .catch(() => {})
      .finally(() => {
        reading = false;
        send();
      });
  }

  return async (key: K): Promise<V | undefined> => {
    if (!next) {
      let settle!: Batch<K, V>["settle"];
      const answer = new Promise<Map<K, V>>((resolve) => {
        settle = resolve;
      });
      next = { keys: new Set(), answer, settle };
    }
    const batch = next;
    batch.keys.add(key);
    if (!reading) send();
    return (await batch.answer).get(key);
  };
}
