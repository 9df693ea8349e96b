import type { MediaOwner, MediaStorage } from './media-storage.service';

/** How a module finds the ids of its rows that go with a deleted parent row. */
export type CascadedIds = (parentId: number) => Promise<number[]>;

/**
 * The media of rows a delete takes along (the foreign keys cascade) in tables of modules that
 * depend on the deleting one: those modules say here how to find their rows, and the files go
 * once the delete is done.
 */
export class CascadedMedia {
  private readonly sources: Array<{ owner: MediaOwner; idsOf: CascadedIds }> = [];

  constructor(private readonly media: MediaStorage) {}

  add(owner: MediaOwner, idsOf: CascadedIds): void {
    this.sources.push({ owner, idsOf });
  }

  /** Before the delete (the rows are still there): returns the removal of their media, to call after it. */
  async collect(parentId: number): Promise<() => Promise<void>> {
    const found = await Promise.all(this.sources.map(async ({ owner, idsOf }) => ({ owner, ids: await idsOf(parentId) })));
    return async () => {
      for (const { owner, ids } of found) await this.media.removeOwners(owner, ids);
    };
  }
}
