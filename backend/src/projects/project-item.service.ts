import type { OnModuleInit } from '@nestjs/common';
import type { Ok } from '@studio/contracts/common';
import { type MediaKind, type MediaOwner, type MediaStorage, requireMediaUpload, type UploadedMedia } from '../media';
import type { ProjectItemRepository, ProjectItemRow } from './project-item.repository';
import type { ProjectsService } from './projects.service';

/** How a project item's service reads its rows: as its contract shape, 404 for an unknown id, and the owner of their media. */
export interface ProjectItemReading<Row, Item> {
  toItem: (row: Row) => Item;
  notFound: new (id: number) => Error;
  mediaOwner: MediaOwner;
}

/**
 * What every project item's service (characters, sets, music tracks) answers alike: a project's
 * items, 404 for an unknown project, one by id, and deleting one with its media; deleting a
 * project removes the items' media. The module's service adds its writes and its own verbs.
 */
export abstract class ProjectItemService<Row extends ProjectItemRow, Item> implements OnModuleInit {
  protected constructor(
    private readonly items: ProjectItemRepository<Row, never, Partial<Row>>,
    protected readonly projects: ProjectsService,
    protected readonly media: MediaStorage,
    private readonly reading: ProjectItemReading<Row, Item>,
  ) {}

  onModuleInit(): void {
    this.projects.addContentMedia(this.reading.mediaOwner, (projectId) => this.items.idsInProject(projectId));
  }

  async listByProject(projectId: number): Promise<Item[]> {
    await this.projects.requireProject(projectId);
    return (await this.items.listByProject(projectId)).map(this.reading.toItem);
  }

  async get(id: number): Promise<Item> {
    return this.reading.toItem(await this.items.requireById(id, this.reading.notFound));
  }

  /**
   * Stores an uploaded file (checked as `kind`) as the item's: the row changes to `changes(url)`
   * (its file's column, and its status where the file completes it), then the file it had, named
   * by `replaced`, is deleted.
   */
  protected async storeUpload(
    id: number,
    file: UploadedMedia | undefined,
    { kind, prefix, replaced, changes }: { kind: MediaKind; prefix: string; replaced: (row: Row) => string | null; changes: (url: string) => Partial<Row> },
  ): Promise<Item> {
    const row = await this.items.requireById(id, this.reading.notFound);
    const url = await this.media.replaceWithUpload(
      this.reading.mediaOwner,
      id,
      { prefix, upload: requireMediaUpload(kind, file), replaced: replaced(row) },
      (stored) => this.items.update(id, changes(stored)),
      () => new this.reading.notFound(id),
    );
    return this.reading.toItem({ ...row, ...changes(url) });
  }

  /** Deletes the item (what refers to it goes or lets go as its foreign keys say), then its media. */
  async remove(id: number): Promise<Ok> {
    const row = await this.items.requireById(id, this.reading.notFound);
    await this.items.remove(row);
    await this.media.removeOwners(this.reading.mediaOwner, [id]);
    return { ok: true };
  }
}
