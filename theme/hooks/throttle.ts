/** Calls `fn` at most once per `wait` ms, always including a trailing call. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const throttled = (...args: A) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0) {
      last = Date.now();
      fn(...args);
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      last = Date.now();
      fn(...args);
    }, remaining);
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}
