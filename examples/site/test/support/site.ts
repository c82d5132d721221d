// The examples server and Chromium (from the system, never a downloaded one) for one test file:
// started before its tests, stopped after them.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error: a plain JavaScript module without types
import { startServer } from '../../serve.mjs';

/** Where the site runs and the browser to open it in; filled in before the file's tests run. */
export interface Site {
  base: string;
  browser: Browser;
}

export function useSite(): Site {
  const site = {} as Site;
  let server: Server | undefined;
  beforeAll(async () => {
    server = await startServer(0);
    site.base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    site.browser = await puppeteer.launch({
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await site.browser?.close();
    server?.close();
  });
  return site;
}
