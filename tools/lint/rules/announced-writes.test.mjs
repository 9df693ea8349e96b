import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { announcedWritesRule } from './announced-writes.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = resolve(import.meta.dirname, '../../..');
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const options = [{ root }];
const filename = resolve(root, 'backend/src/example/example.repository.ts');

/** A repository class of `entity`'s rows with `body` as its methods. */
const repository = (entity, body) => `class ExampleRepository {
  constructor(@InjectRepository(${entity}) private readonly rows: Repository<${entity}>) {}
  ${body}
}`;
const unheard = (what) => ({ message: new RegExp(`^${what.replace(/[()]/g, '\\$&')} writes to a project or its content unheard by ProjectTouchSubscriber`) });

tester.run('announced-writes', announcedWritesRule, {
  valid: [
    // Announced in the same method, as ProjectItemRepository.updateWhere does.
    repository('SceneEntity', `async update(id: number, changes: object) {
      const { affected } = await this.rows.update({ id }, changes);
      if (affected) await projectContentChanged(this.rows.manager, this.rows.target, { id }, 'updated');
    }`),
    // A bulk insert announced first, inside an arrow of the method.
    `async function insertLinks(manager: EntityManager, projectId: number, links: object[]) {
      await projectContentChangedInBulk(manager, projectId);
      return run(() => insertInBulk(manager, SceneCharacterEntity, links));
    }`,
    // save() and remove() are heard by the subscriber.
    repository('CharacterEntity', 'save(row: CharacterEntity) { return this.rows.save(row); }'),
    // Tables that are not project content, reads, and raw reads of the project's row.
    repository('JobEntity', 'async finish(id: number) { await this.rows.update({ id }, { state: "complete" }); await this.rows.delete({ id }); }'),
    repository('SceneEntity', 'list(projectId: number) { return this.rows.createQueryBuilder("scene").where("scene.projectId = :projectId", { projectId }).getMany(); }'),
    repository('ProjectEntity', 'revisionOf(id: number) { return this.rows.query("SELECT revision FROM projects WHERE id = ?", [id]); }'),
    'async function expire(manager: EntityManager) { await manager.delete(SessionEntity, { id: 1 }); }',
  ].map((code) => ({ code, options, filename })),
  invalid: [
    { code: repository('SceneEntity', 'async touch(id: number) { await this.rows.update({ id }, { updatedAt: new Date() }); }'), errors: [unheard('update()')] },
    { code: repository('ProjectEntity', 'async delete(id: number) { return (await this.rows.delete(id)).affected; }'), errors: [unheard('delete()')] },
    {
      code: 'class CharactersRepository extends ProjectItemRepository<CharacterEntity, NewCharacter, CharacterChanges> { async clearProject(projectId: number) { await this.rows.delete({ projectId }); } }',
      errors: [unheard('delete()')],
    },
    {
      code: 'abstract class ItemRepository<Row extends ProjectItemRow> { constructor(protected readonly rows: Repository<Row>) {} async bump(id: number) { await this.rows.increment({ id }, "version", 1); } }',
      errors: [unheard('increment()')],
    },
    { code: 'async function f(manager: EntityManager) { await manager.createQueryBuilder().update(SetEntity).set({ status: "failed" }).execute(); }', errors: [unheard('a QueryBuilder update()')] },
    { code: 'async function f(manager: EntityManager, values: object[]) { await manager.createQueryBuilder().insert().into(VoiceLineEntity).values(values).execute(); }', errors: [unheard('a QueryBuilder insert()')] },
    { code: 'async function f(manager: EntityManager) { await manager.createQueryBuilder().delete().from("music_tracks").execute(); }', errors: [unheard('a QueryBuilder delete()')] },
    { code: repository('SceneCharacterEntity', 'async unlink(sceneId: number) { await this.rows.createQueryBuilder("link").delete().where({ sceneId }).execute(); }'), errors: [unheard('a QueryBuilder delete()')] },
    { code: 'async function f(manager: EntityManager, id: number) { await manager.increment(ProjectEntity, { id }, "revision", 1); }', errors: [unheard('increment()')] },
    { code: 'async function f(manager: EntityManager, id: number) { await manager.getRepository(SceneEntity).update({ id }, { status: "failed" }); }', errors: [unheard('update()')] },
    { code: 'async function f(dataSource: DataSource) { await dataSource.query(`UPDATE projects SET name = ? WHERE id = ?`, ["A", 1]); }', errors: [unheard('raw SQL (projects)')] },
    { code: 'async function f(manager: EntityManager, rows: object[]) { await updateInBulk(manager, MusicTrackEntity, rows); }', errors: [unheard('updateInBulk()')] },
    {
      // An announcement in another function does not count for this one.
      code: repository('SetEntity', 'async mark(id: number) { await this.rows.update({ id }, { status: "failed" }); } async announce(id: number) { await projectContentChanged(this.rows.manager, SetEntity, { id }, "updated"); }'),
      errors: [unheard('update()')],
    },
  ].map((test) => ({ ...test, options, filename })),
});
