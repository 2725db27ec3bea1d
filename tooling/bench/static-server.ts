/**
 * A tiny static server for the bare React template, delivering like the app's server (server/app.ts): the
 * build's brotli or gzip copy when the browser accepts it (`precompress`, scripts/build-plugins.ts), immutable
 * caching for `/assets/*`, `no-cache` for HTML, and index.html for any other navigation.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

export function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    let file = path.join(root, pathname);
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(root, 'index.html');
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'Accept-Encoding',
    };
    let body = file;
    if (accept.includes('br') && fs.existsSync(`${file}.br`)) {
      body = `${file}.br`;
      headers['content-encoding'] = 'br';
    } else if (accept.includes('gzip') && fs.existsSync(`${file}.gz`)) {
      body = `${file}.gz`;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(fs.statSync(body).size);
    res.writeHead(200, headers);
    fs.createReadStream(body).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
