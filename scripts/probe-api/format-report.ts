import type { ProbeReport } from './probe';

const outcomeLabel = { parsed: 'ok', failed: 'FAIL', skipped: 'skip' } as const;

/** The report as aligned text: one line per call, its differences indented below it, then a summary line. */
export function formatReport(report: ProbeReport): string {
  const rows = report.results.map((result) => ({
    name: result.name,
    status: result.status === null ? '-' : String(result.status),
    outcome: outcomeLabel[result.outcome],
    where: result.url ?? `(${result.reason ?? 'skipped'})`,
    result,
  }));
  const width = (pick: (row: (typeof rows)[number]) => string, title: string) => Math.max(title.length, ...rows.map((row) => pick(row).length));
  const nameWidth = width((row) => row.name, 'call');
  const statusWidth = width((row) => row.status, 'status');
  const outcomeWidth = width((row) => row.outcome, 'result');
  const line = (name: string, status: string, outcome: string, where: string) =>
    `${name.padEnd(nameWidth)}  ${status.padEnd(statusWidth)}  ${outcome.padEnd(outcomeWidth)}  ${where}`.trimEnd();
  const indent = ' '.repeat(nameWidth + statusWidth + outcomeWidth + 6);

  const lines = [
    `API probe of ${report.base}`,
    '',
    line('call', 'status', 'result', 'url'),
    line('-'.repeat(nameWidth), '-'.repeat(statusWidth), '-'.repeat(outcomeWidth), '---'),
  ];
  for (const row of rows) {
    lines.push(line(row.name, row.status, row.outcome, row.where));
    if (row.result.outcome === 'failed' && row.result.reason) lines.push(`${indent}${row.result.reason}`);
    const kindWidth = Math.max(0, ...row.result.differences.map((difference) => difference.kind.length));
    for (const difference of row.result.differences) {
      const times = difference.count > 1 ? ` (x${difference.count})` : '';
      lines.push(`${indent}${difference.kind.padEnd(kindWidth)}  ${difference.path}: ${difference.detail}${times}`);
    }
  }
  const { parsed, failed, skipped } = report.summary;
  lines.push(
    '',
    `${parsed} parsed, ${failed} failed, ${skipped} skipped: ${failed === 0 ? 'every call that ran parsed' : 'some replies differ from the contract'}`,
  );
  return `${lines.join('\n')}\n`;
}
