import { useTestApp } from '../../test/test-app';

describe(`schema drift (${process.env.TEST_DB})`, () => {
  const ctx = useTestApp();

  it('leaves nothing for TypeORM to change after the migrations ran', async () => {
    const sql = await ctx.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('ran the migrations instead of synchronizing', async () => {
    expect(ctx.dataSource.options.synchronize).toBe(false);
    const executed = await ctx.dataSource.query('SELECT name FROM migrations');
    expect(executed.length).toBeGreaterThan(0);
  });
});
