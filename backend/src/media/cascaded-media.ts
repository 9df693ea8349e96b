import type { MediaOwner, MediaStorage } from './media-storage.service';

/** How a module finds the ids of its rows that go with a deleted parent row. */
export type CascadedIds = (parentId: number) => Promise<number[]>;

/** How a module removes the files it keeps for rows of its that are gone. */
export type CascadedFiles = (ids: number[]) => Promise<void>;

/**
 * The media of rows a delete takes along (the foreign keys cascade) in tables of modules that
 * depend on the deleting one: those modules say here how to find their rows, and the files go
 * once the delete is done.
 */
export class CascadedMedia {
  private readonly sources: Array<{ idsOf: CascadedIds; remove: CascadedFiles }> = [];

  constructor(private readonly media: MediaStorage) {}

  add(owner: MediaOwner, idsOf: CascadedIds): void {
    this.addFiles(idsOf, (ids) => this.media.removeOwners(owner, ids));
  }

  /** For a module that keeps more than its media folders (a scene's render cache). */
  addFiles(idsOf: CascadedIds, remove: CascadedFiles): void {
    this.sources.push({ idsOf, remove });
  }

  /** Before the delete (the rows are still there): returns the removal of their media, to call after it. */
  async collect(parentId: number): Promise<() => Promise<void>> {
    const found = await Promise.all(this.sources.map(async ({ idsOf, remove }) => ({ remove, ids: await idsOf(parentId) })));
    return async () => {
      for (const { remove, ids } of found) await remove(ids);
    };
  }
}
