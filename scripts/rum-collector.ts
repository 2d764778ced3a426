/**
 * A collector for the app's field reports (docs/deploy.md, "Field reports"), and their summary.
 *
 *   tsx scripts/rum-collector.ts [--port 4012] [--out field-reports.jsonl]   collects: each beacon one JSON line
 *   tsx scripts/rum-collector.ts --summary field-reports.jsonl               prints what they say
 *
 * Build the app with VITE_RUM_URL=https://<this host>/rum. Beacons are POSTed as text (sendBeacon); the collector
 * keeps the latest in memory too (GET /reports, for the end-to-end test). A real deployment can put this behind
 * its reverse proxy, or send the beacons to any collector that takes JSON.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type { Beacon, FieldReport } from '../packages/app/src/app/monitoring/fieldReports.ts';

/** A beacon is at most 64 KB (the browser's own limit for sendBeacon). */
const MAX_BYTES = 64 * 1024;
const KEPT = 2000;

/** The beacon in `body`, or null when it is not one. */
export function parseBeacon(body: string): Beacon | null {
  try {
    const beacon = JSON.parse(body) as Partial<Beacon>;
    if (typeof beacon.release !== 'string' || !Array.isArray(beacon.reports)) return null;
    return { release: beacon.release, reports: beacon.reports };
  } catch {
    return null;
  }
}

export function startCollector(port: number, out?: string) {
  const kept: (Beacon & { received: string })[] = [];
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/reports') {
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(kept));
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      const beacon = size <= MAX_BYTES ? parseBeacon(Buffer.concat(chunks).toString('utf8')) : null;
      if (!beacon) {
        response.writeHead(400).end();
        return;
      }
      const entry = { received: new Date().toISOString(), ...beacon };
      kept.push(entry);
      if (kept.length > KEPT) kept.shift();
      if (out) appendFileSync(out, `${JSON.stringify(entry)}\n`);
      response.writeHead(204).end();
    });
  });
  server.listen(port);
  return server;
}

/** The value below which three quarters of the values lie (how Core Web Vitals are judged). */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
}

/** What the beacons say: each vital's p75 by release and route, and how often each failure happened. */
export function summarize(beacons: Beacon[]): string[] {
  const vitals = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const count = (key: string) => failures.set(key, (failures.get(key) ?? 0) + 1);
  for (const { release, reports } of beacons) {
    for (const report of reports as FieldReport[]) {
      if (report.type === 'vital') {
        const key = `${release}  ${report.route.padEnd(32)} ${report.name.padEnd(4)}`;
        vitals.set(key, [...(vitals.get(key) ?? []), report.value]);
      } else if (report.type === 'error')
        count(
          `${release}  ${report.route} error ${report.name}: ${report.message} at ${report.frames[0] ?? '?'}`,
        );
      else if (report.type === 'code-download')
        count(`${release}  ${report.route} code download failed: ${report.file}`);
      else
        count(
          `${release}  ${report.route} API ${report.method} ${report.endpoint} ${report.problem}` +
            `${report.status ? ` ${report.status}` : ''}`,
        );
    }
  }
  return [
    'vitals (p75, count):',
    ...[...vitals]
      .sort()
      .map(([key, values]) => `  ${key} ${String(p75(values)).padStart(7)} (${values.length})`),
    'failures (count):',
    ...[...failures]
      .sort((a, b) => b[1] - a[1])
      .map(([key, times]) => `  ${String(times).padStart(5)}  ${key}`),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4012' },
      out: { type: 'string' },
      summary: { type: 'string' },
    },
  });
  if (values.summary) {
    const beacons = readFileSync(values.summary, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => parseBeacon(line))
      .filter((beacon): beacon is Beacon => beacon !== null);
    console.log(summarize(beacons).join('\n'));
  } else {
    startCollector(Number(values.port), values.out);
    console.log(
      `field reports collected on http://localhost:${values.port}${values.out ? ` into ${values.out}` : ''}`,
    );
  }
}
