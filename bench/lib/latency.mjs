// Latency figures for the bench scripts: a call sent many times from several connections at once.

/** The p-th percentile (0-100) of ascending `sorted` values. */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Calls `call` `requests` times from `connections` workers at once (each waits for its answer before
 * its next call) and returns p50 and p99 in milliseconds. A call that throws fails the measurement.
 */
export async function latencies(call, { requests, connections }) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const started = process.hrtime.bigint();
      await call();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}
