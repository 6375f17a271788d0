/**
 * The demo's pictures stored as uploads, each once.
 */
import type { DbTx } from '../db/prisma.js';
import { storeUpload } from '../domain/uploads/store.js';
import type { Rendered } from './images.js';

/**
 * Stores each rendered picture once, on first use, owned by whoever uses it first; later uses share the URL.
 * A message attachment is stored for its conversation alone (served only to its participants).
 */
export class Uploads {
  private readonly urls = new Map<string, string>();
  private attachments = 0;

  constructor(
    private readonly tx: DbTx,
    /** Still rendering while the first rows go in: libvips draws on its own threads, the database on this one. */
    private readonly rendered: Promise<Map<string, Rendered>>,
  ) {}

  async image(name: string, ownerId: string): Promise<string> {
    const known = this.urls.get(name);
    if (known) return known;
    const picture = (await this.rendered).get(name);
    if (!picture) throw new Error(`The seed has no picture named ${name}`);
    const { url } = await storeUpload(this.tx, { ...picture, ownerId, originalName: `${name}.jpg` });
    this.urls.set(name, url);
    return url;
  }

  /** A picture sent in a conversation (docs/messaging.md): its own upload, bound to the conversation. */
  async attachedImage(name: string, ownerId: string, conversationId: string): Promise<{ url: string; size: number }> {
    const picture = (await this.rendered).get(name);
    if (!picture) throw new Error(`The seed has no picture named ${name}`);
    const { url } = await storeUpload(this.tx, { ...picture, ownerId, originalName: `${name}.jpg`, conversationId });
    this.attachments += 1;
    return { url, size: picture.data.byteLength };
  }

  /** A file sent in a conversation, bound to it. */
  async attachedFile(
    data: Buffer,
    mimeType: string,
    ownerId: string,
    originalName: string,
    conversationId: string,
  ): Promise<string> {
    const { url } = await storeUpload(this.tx, { data, mimeType, ownerId, originalName, conversationId });
    return url;
  }

  /** Pictures stored. */
  get count(): number {
    return this.urls.size + this.attachments;
  }
}
