import { runContentCli } from './cli';

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return {
    lines,
    out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) },
  };
}

describe('runContentCli', () => {
  it('prints its usage and exits 2 for an unknown command or a missing folder', async () => {
    for (const args of [[], ['export', 'x'], ['import'], ['import', 'a', 'b']]) {
      const { lines, out } = capture();
      expect(await runContentCli(args, out)).toBe(2);
      expect(lines.error[0]).toMatch(/^Usage: npm run content -- import <folder>/);
    }
  });

  it('refuses a folder that does not exist before opening the database', async () => {
    const { lines, out } = capture();
    expect(await runContentCli(['import', '/no/such/folder'], out)).toBe(2);
    expect(lines.error).toEqual(['content: /no/such/folder is not a folder']);
  });

  it('prints its usage on help and exits 0', async () => {
    const { lines, out } = capture();
    expect(await runContentCli(['--help'], out)).toBe(0);
    expect(lines.log[0]).toMatch(/^Usage:/);
  });
});
