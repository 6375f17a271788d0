/**
 * Debian's nginx as the reverse proxy in front of several API processes, as a deployment would run it:
 * round-robin over the processes, WebSocket upgrades passed through, X-Forwarded-For added. Started on a free
 * port with a configuration of the test's own, in a folder of its own, and stopped with the test.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './redis-server.js';

export interface ReverseProxy {
  url: string;
  close(): Promise<void>;
}

/** `port`: where nginx listens (a free one by default: the processes behind may need to know it first). */
export async function startNginx(backends: string[], port?: number): Promise<ReverseProxy> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-nginx-'));
  port ??= await freePort();
  const upstreams = backends.map((url) => `    server ${new URL(url).host};`).join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream dadhood {
${upstreams}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 64m;
    location / {
      proxy_pass http://dadhood;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 1h;
    }
  }
}
`,
  );
  const nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      nginx.kill();
      const log = (() => {
        try {
          return readFileSync(path.join(dir, 'error.log'), 'utf8');
        } catch {
          return '';
        }
      })();
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    async close() {
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
