// @vitest-environment node
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@/backend/config';
import { startBackend } from '@/backend/main';
import { testConfig } from '@/backend/testing/test-backend';

const tmp = mkdtempSync(join(tmpdir(), 'quiz-create-expert-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** `npm run backend:create-expert -- <args>` with the given settings and standard input. */
function createExpertCli(args: string[], env: Record<string, string>, stdin = '') {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    // Only these settings: set (even empty) wins over a developer's .env.
    const settings: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      DEMO_MODE: '0',
      BACKEND_HOST: '',
      EXPERT_PASSWORD: '',
      ...env,
    };
    const child = spawn(join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['backend/scripts/create-expert.ts', ...args], { cwd: REPO_ROOT, env: settings });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdin.end(stdin);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function staffLogin(databasePath: string, email: string, password: string) {
  const backend = await startBackend(testConfig({ DEMO_MODE: '0', DATABASE_PATH: databasePath, BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1' }));
  try {
    const reply = await fetch(`${backend.url}/api/iam/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return reply.status;
  } finally {
    await backend.close();
  }
}

describe('npm run backend:create-expert (the first expert of a backend without demo mode)', () => {
  it('creates an expert with the password from standard input, who then signs in; the password never shows', async () => {
    const databasePath = join(tmp, 'stdin.sqlite');
    const password = 'chosen-by-operator-1';
    const run = await createExpertCli(
      ['--email', 'boss@example.com', '--name', 'Boss', '--games', 'upcoming'],
      { DATABASE_PATH: databasePath },
      `${password}\n`,
    );
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/expert #1 <boss@example\.com> created/);
    expect(run.output).not.toContain(password);
    expect(await staffLogin(databasePath, 'boss@example.com', password)).toBe(200);
    expect(await staffLogin(databasePath, 'boss@example.com', 'demo12345')).toBe(422);
    // The database was seeded without demo mode on the way: no demo account exists.
    expect(await staffLogin(databasePath, 'expert@quiz.test', 'demo12345')).toBe(422);
  }, 60_000);

  it('takes the password from EXPERT_PASSWORD too, and refuses a second account with the same e-mail', async () => {
    const databasePath = join(tmp, 'env.sqlite');
    const first = await createExpertCli(['--email', 'host@example.com', '--name', 'Host'], {
      DATABASE_PATH: databasePath,
      EXPERT_PASSWORD: 'from-the-environment',
    });
    expect(first.code, first.output).toBe(0);
    const again = await createExpertCli(['--email', 'host@example.com', '--name', 'Host'], {
      DATABASE_PATH: databasePath,
      EXPERT_PASSWORD: 'another-password',
    });
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists');
    expect(await staffLogin(databasePath, 'host@example.com', 'from-the-environment')).toBe(200);
  }, 60_000);

  it('never takes a password from the command line, and refuses a short one', async () => {
    const databasePath = join(tmp, 'refused.sqlite');
    const argv = await createExpertCli(
      ['--email', 'x@example.com', '--name', 'X', '--password', 'in-the-history'],
      { DATABASE_PATH: databasePath },
      'good-password\n',
    );
    expect(argv.code).toBe(1);
    expect(argv.output).toContain('never taken from the command line');
    const short = await createExpertCli(['--email', 'x@example.com', '--name', 'X'], { DATABASE_PATH: databasePath }, 'short\n');
    expect(short.code).toBe(1);
    expect(short.output).toContain('8 to 255 characters');
  }, 60_000);
});
