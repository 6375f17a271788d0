import { describe, expect, it } from 'vitest';
import { createSocketTurns } from './socket-turns.js';

describe('socket turns', () => {
  it("start one address's operations one at a time, in order, each after a pass of the event loop", async () => {
    const turns = createSocketTurns();
    const log: string[] = [];
    // Counts passes of the event loop while the turns run: other clients' requests are served in between.
    let passes = 0;
    let counting = true;
    const count = () => {
      passes++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map(async (name) => {
        const done = await turns.take('203.0.113.1');
        log.push(`${name} starts at pass ${passes}`);
        await Promise.resolve(); // the operation's own work
        log.push(`${name} ends`);
        done();
      }),
    );
    counting = false;
    expect(log.filter((line) => line.endsWith('ends'))).toEqual(['a ends', 'b ends', 'c ends', 'd ends', 'e ends']);
    for (let i = 0; i < log.length; i += 2) expect(log[i + 1]).toBe(`${log[i]!.split(' ')[0]} ends`);
    const startedAt = log.filter((line) => line.includes('starts')).map((line) => Number(line.split(' ').at(-1)));
    for (let i = 1; i < startedAt.length; i++) expect(startedAt[i]).toBeGreaterThan(startedAt[i - 1]!);
    expect(turns.size).toBe(0);
  });

  it('let other addresses start without waiting', async () => {
    const turns = createSocketTurns();
    const held = await turns.take('203.0.113.1');
    const other = await turns.take('203.0.113.2');
    other();
    held();
    expect(turns.size).toBe(0);
  });

  it('hand on a turn that is never given back once it has been held for the hold time', async () => {
    const turns = createSocketTurns(20);
    await turns.take('203.0.113.1'); // never given back
    const next = await turns.take('203.0.113.1');
    next();
    expect(turns.size).toBe(0);
  });
});
