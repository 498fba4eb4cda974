// The development server a docs writer runs (`npm run dev`) shows no console error or
// warning: three pages in each language, at a desktop and a laptop width. React reports
// invalid markup (a button inside a button, say) only in development, so the production
// build cannot catch it.
import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test, waitForHydration } from './fixtures';

const PORT = Number(process.env.DEV_PORT ?? 4391);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGES = ['/guide/start/quick-start', '/config/lib/format', '/blog/'];
const WIDTHS = [1440, 1024];

let server: ChildProcess | undefined;
let output = '';

async function waitForServer(deadline: number) {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) {
      throw new Error(`rspress dev exited with ${server.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${ORIGIN}/guide/start/quick-start`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`rspress dev did not answer on ${ORIGIN}:\n${output}`);
}

test.describe('development server', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = spawn('npx', ['rspress', 'dev', '--port', String(PORT), '--host', '127.0.0.1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: { ...process.env, BROWSER: 'none', NODE_ENV: 'development' },
    });
    server.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await waitForServer(Date.now() + 200_000);
  });

  test.afterAll(() => {
    // The server runs in its own process group: end the npx wrapper and rspress together.
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });

  for (const width of WIDTHS) {
    test(`no console error or warning at ${width} px, in both languages`, async ({
      page,
      consoleProblems,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of PAGES) {
        for (const route of [path, `/zh${path}`]) {
          const before = consoleProblems.length;
          await page.goto(`${ORIGIN}${route}`);
          await waitForHydration(page);
          await expect(page.locator('main h1').first()).toBeVisible();
          // Effects and lazy chunks settle after hydration; give them a moment to complain.
          await page.waitForTimeout(500);
          expect(consoleProblems.slice(before), `${route} at ${width} px`).toEqual([]);
        }
      }
    });
  }
});
