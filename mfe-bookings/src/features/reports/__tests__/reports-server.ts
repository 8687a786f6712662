import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl } from '@storedesk/shared/testing';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ReportCall {
  path: string;
  query: Record<string, string>;
  token: string | null;
}

/**
 * MSW for the reports screens: records each call and answers with `respond` (a small streamed file by default).
 * `holdSecondChunk()` makes the next answer send its first chunk and wait, so a test can see the progress.
 */
export function setupReportsServer() {
  const calls: ReportCall[] = [];
  let respond: (call: ReportCall) => Response = defaultFile;
  let release: (() => void) | null = null;

  function defaultFile(call: ReportCall): Response {
    const name = call.path.startsWith('report/')
      ? `${call.path.slice(7).replace('/', '_')}_${call.query.from_date}_${call.query.to_date}.xlsx`
      : 'service_list.xlsx';
    return new HttpResponse(new Uint8Array(2048), {
      headers: { 'content-type': XLSX, 'content-disposition': `attachment; filename="${name}"` },
    });
  }

  const record = (request: Request, path: string) => {
    const call: ReportCall = {
      path,
      query: Object.fromEntries(new URL(request.url).searchParams),
      token: request.headers.get('x-auth-token'),
    };
    calls.push(call);
    return respond(call);
  };

  const server = setupServer(
    http.get(apiUrl('report/:type/:subtype'), ({ request, params }) =>
      record(request, `report/${String(params.type)}/${String(params.subtype)}`),
    ),
    http.get(apiUrl('store/product/template'), ({ request }) => record(request, 'store/product/template')),
  );

  return {
    server,
    calls,
    answerWith(next: typeof respond) {
      respond = next;
    },
    /** The next answer streams 1536 bytes, then waits for release() before the rest. */
    holdSecondChunk() {
      respond = () => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(1536));
            release = () => {
              controller.enqueue(new Uint8Array(512));
              controller.close();
            };
          },
        });
        return new HttpResponse(stream, {
          headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="big.xlsx"' },
        });
      };
    },
    release() {
      release?.();
    },
    reset() {
      calls.length = 0;
      respond = defaultFile;
      release = null;
    },
  };
}
