import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { parseDatabaseUrl } from '../config/app-config';
import { buildDataSourceOptions } from '../database/data-source-options';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';

type Migration = new () => unknown;

describe(`the migration to composition revisions (${process.env.TEST_DB})`, () => {
  let database: TestDatabase;
  let dir: string;
  let options: DataSourceOptions;
  let migrations: Migration[];
  let index: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'studio-migration-'));
    database = await createTestDatabase();
    // SQLite in memory would vanish between the two data sources: a file keeps it.
    const url = database.kind === 'sqlite' ? `sqlite:${join(dir, 'studio.sqlite')}` : database.url;
    options = { ...buildDataSourceOptions(parseDatabaseUrl(url)), migrationsRun: false, logging: false };
    migrations = options.migrations as Migration[];
    index = migrations.findIndex((migration) => migration.name.startsWith('ReleasesAndCompositionRevisions'));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const withDataSource = async <T>(list: Migration[], work: (dataSource: DataSource) => Promise<T>): Promise<T> => {
    const dataSource = new DataSource({ ...options, migrations: list });
    await dataSource.initialize();
    try {
      return await work(dataSource);
    } finally {
      await dataSource.destroy();
    }
  };

  it('turns each pin change into a revision with every pin after it, and brings the last pins back on the way down', async () => {
    expect(index).toBeGreaterThan(0);
    await withDataSource(migrations.slice(0, index), async (dataSource) => {
      await dataSource.runMigrations();
      const changes = [
        ['mfe_music', '1.1.0', '1.0.0', '2026-11-01 10:00:00.000'],
        ['mfe_sets', '2.0.0', '1.0.0', '2026-11-02 10:00:00.000'],
        ['mfe_music', '1.2.0', '1.1.0', '2026-11-03 10:00:00.000'],
      ];
      for (const change of changes) {
        await dataSource
          .createQueryBuilder()
          .insert()
          .into('remote_pin_changes')
          .values({ name: change[0], version: change[1], previousVersion: change[2], changedAt: change[3] })
          .execute();
      }
    });

    await withDataSource(migrations.slice(0, index + 1), async (dataSource) => {
      await dataSource.runMigrations();
      const rows: { revision: number; action: string; pins: unknown; changedBy: string }[] = await dataSource
        .createQueryBuilder()
        .select(['revision', 'action', 'pins', 'changedBy'])
        .from('composition_revisions', 'revisions')
        .orderBy('revision')
        .getRawMany();
      const pinsOf = (pins: unknown) => (typeof pins === 'string' ? JSON.parse(pins) : pins);
      expect(rows.map((row) => [row.revision, row.action, pinsOf(row.pins), row.changedBy])).toEqual([
        [1, 'pin', [{ name: 'mfe_music', version: '1.1.0' }], 'unknown'],
        [2, 'pin', [{ name: 'mfe_music', version: '1.1.0' }, { name: 'mfe_sets', version: '2.0.0' }], 'unknown'],
        [3, 'pin', [{ name: 'mfe_music', version: '1.2.0' }, { name: 'mfe_sets', version: '2.0.0' }], 'unknown'],
      ]);
      expect(await dataSource.createQueryRunner().hasTable('remote_pins')).toBe(false);

      await dataSource.undoLastMigration();
      const pins = await dataSource.createQueryBuilder().select(['name', 'version']).from('remote_pins', 'pins').orderBy('name').getRawMany();
      expect(pins).toEqual([
        { name: 'mfe_music', version: '1.2.0' },
        { name: 'mfe_sets', version: '2.0.0' },
      ]);
    });
  });
});
