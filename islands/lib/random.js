// A uniformly random index in [0, length); `random` is injectable so tests can pick the side.
export function pickIndex(length, random = Math.random) {
  if (length <= 0) return -1;
  return Math.min(Math.floor(random() * length), length - 1);
}

export function pick(items, random = Math.random) {
  const i = pickIndex(items.length, random);
  return i < 0 ? undefined : items[i];
}
