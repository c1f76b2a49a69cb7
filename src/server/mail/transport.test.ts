import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxTransport } from './transport.ts';

describe('the outbox transport (DATA_DIR/outbox)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('never shows a reader a half-written .eml: each appears whole, 0600, with no temporary file left', async () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'pb-outbox-')), 'outbox');
    dirs.push(path.dirname(dir));
    const transport = new OutboxTransport(dir);
    const text = 'A long letter. '.repeat(70_000); // ~1 MB: written in more than one step
    const sizes = new Map<string, number>();
    let delivering = true;
    // A reader polling the folder as the tests' mail helpers do, while messages are written.
    const reader = (async () => {
      while (delivering) {
        let names: string[] = [];
        try {
          names = readdirSync(dir).filter((f) => f.endsWith('.eml'));
        } catch {
          // the folder is created with the first message
        }
        for (const name of names) {
          if (!sizes.has(name)) sizes.set(name, readFileSync(path.join(dir, name)).length);
        }
        await new Promise((r) => setImmediate(r));
      }
    })();
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(await transport.deliver({ to: 'a@example.com', subject: `Letter ${i}`, text }));
    delivering = false;
    await reader;

    const files = readdirSync(dir);
    expect(files.sort()).toEqual(ids.map((id) => `${id}.eml`).sort());
    for (const name of files) {
      const full = readFileSync(path.join(dir, name));
      expect(sizes.get(name) ?? full.length, `${name} as first seen`).toBe(full.length);
      expect((statSync(path.join(dir, name)).mode & 0o777).toString(8)).toBe('600');
      expect((await simpleParser(full)).text?.trim()).toBe(text.trim());
    }
  });
});
