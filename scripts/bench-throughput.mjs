// Server throughput with autocannon: N concurrent connections for a fixed time against each URL in turn, on the
// same server and in the same run, so a page is compared with a static file served under the same load.
// Each URL first gets a few seconds of the same load that are not counted: the server's JIT compiles its hot paths
// in the first seconds of traffic (measured: 666-900 req/s in the first 8 s of a fresh server, 1,200-1,270 after),
// and a server in production runs warm.
import autocannon from 'autocannon';

const WARM_UP_SECONDS = 5;

export async function measureThroughput(targets, { connections, duration }) {
  const rows = [];
  for (const { label, url, headers = {} } of targets) {
    const options = { url, connections, headers: { 'accept-language': 'ru-RU,ru;q=0.9', ...headers } };
    await autocannon({ ...options, duration: WARM_UP_SECONDS });
    const result = await autocannon({ ...options, duration });
    rows.push({
      label,
      url,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      status: result.statusCodeStats,
    });
  }
  return rows;
}
