// Makes sure a Chromium exists before the browser tests, so `npm test` works on a fresh
// machine: Playwright's own browser, else a system one; else it tries to install
// Playwright's, then (as root, with apt) Debian's `chromium`; else it stops and says what to run.
import { execFileSync } from 'node:child_process';
import { playwrightChromium, systemChromium } from './lib/browser.ts';

function found() {
  return playwrightChromium() ?? systemChromium();
}

function run(command: string, args: string[]): boolean {
  console.log(`ensure-browser: ${command} ${args.join(' ')}`);
  try {
    execFileSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch {
    return false;
  }
}

function hasApt() {
  try {
    execFileSync('apt-get', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let browser = found();
if (!browser) {
  console.log('ensure-browser: no Chromium found; installing one.');
  run('npx', ['playwright', 'install', 'chromium']);
  browser = found();
}
if (!browser && process.getuid?.() === 0 && hasApt()) {
  run('apt-get', ['update', '-qq']) && run('apt-get', ['install', '-y', '-qq', 'chromium']);
  browser = found();
}
if (!browser) {
  console.error(
    [
      'ensure-browser: the browser tests need a Chromium, and none could be installed.',
      'Run one of these, then `npm test` again:',
      '  npx playwright install chromium',
      '  sudo apt-get install -y chromium      (Debian or Ubuntu)',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`ensure-browser: using ${browser}`);
