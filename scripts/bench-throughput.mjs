// Server throughput with autocannon: N concurrent connections for a fixed time against each URL in turn, on the
// same server and in the same run, so a page is compared with a static file served under the same load.
import autocannon from 'autocannon';

export async function measureThroughput(targets, { connections, duration }) {
  const rows = [];
  for (const { label, url } of targets) {
    const result = await autocannon({ url, connections, duration, headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    rows.push({
      label,
      url,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  return rows;
}
