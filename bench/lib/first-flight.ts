import http from 'node:http';

/**
 * The bytes of a page's answer as a browser gets it over HTTP/1.1: status line, headers and the brotli body. Budget
 * (bench/budgets.json, maxHtmlResponseBytes): TCP's first flight, 10 segments of 1,460 bytes before the first
 * acknowledgement (RFC 6928), which Lighthouse's simulated slow 4G models too. An answer larger than that costs a
 * whole round trip more before the first paint: /gallery's LCP trailed its plain twin by 150 ms for 67 bytes.
 */
export function htmlResponseBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } }, (response) => {
      let body = 0;
      response.on('data', (chunk: Buffer) => (body += chunk.length));
      response.on('end', () => {
        const status = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
        let headers = 2; // the blank line that ends them
        for (let index = 0; index < response.rawHeaders.length; index += 2)
          headers += Buffer.byteLength(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`);
        resolve(status + headers + body);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}
