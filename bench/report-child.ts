// Entry of the child process bench/report.mjs measures with --child: writes the bookings list report of one period
// to a file with the API's own code (bookingListBatches + writeWorkbook), so its peak memory is the report's alone,
// without the HTTP server around it. Argument: a JSON {databaseUrl, storeId, timeZone, fromDate, toDate, file}.
import { createWriteStream, readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDb } from '../api/src/db/client';
import { bookingListBatches, BOOKINGS_LIST_COLUMNS } from '../api/src/routes/reports/bookings-list-report';
import { writeWorkbook } from '../api/src/routes/reports/xlsx-stream';

async function main() {
  const { databaseUrl, file, ...ctx } = JSON.parse(process.argv[2] ?? '{}') as {
    databaseUrl: string;
    file: string;
    storeId: string;
    timeZone: string;
    fromDate: string;
    toDate: string;
  };
  const startMb = process.memoryUsage().rss / 1024 / 1024;
  const handle = createDb({ databaseUrl });
  try {
    const out = new PassThrough();
    const written = pipeline(out, createWriteStream(file));
    await writeWorkbook(out, 'Bookings', BOOKINGS_LIST_COLUMNS, bookingListBatches(handle.db, ctx));
    out.end();
    await written;
    // The peak resident memory of this process (Linux), read before it exits.
    const status = readFileSync('/proc/self/status', 'utf8');
    const mb = (field: string) =>
      Number(/\d+/.exec(status.split('\n').find((l) => l.startsWith(field)) ?? '')?.[0]) / 1024;
    console.log(JSON.stringify({ startMb, peakMb: mb('VmHWM:') }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
