import { pino } from 'pino';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { startServer } from '../../server.js';
import { createMigratedDatabase } from '../../testing/databases.js';

describe('start-up', () => {
  it('fills the DadJoke table even without the demo seed, and GET /api/dad-joke draws from it', async () => {
    const db = await createMigratedDatabase(inject('template'));
    // The image moderation model (seconds of CPU) is not this test's business: it loads on first use instead.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PORT: '0',
      PRELOAD_IMAGE_MODERATION: 'false',
    });
    const server = await startServer(config, db, pino({ level: 'silent' }));
    try {
      const { prisma } = server.services;
      const texts = (await prisma.dadJoke.findMany({ select: { text: true } })).map((j) => j.text);
      expect(new Set(texts).size).toBeGreaterThanOrEqual(150);
      const response = await fetch(`${server.url}/api/dad-joke`);
      expect(response.status).toBe(200);
      expect(texts).toContain(((await response.json()) as { joke: string }).joke);
    } finally {
      await server.close();
      await db.close();
    }
  });
});
