import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReleasesAndCompositionRevisions1795606013526 implements MigrationInterface {
  name = 'ReleasesAndCompositionRevisions1795606013526';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`composition_revisions\` (\`id\` int NOT NULL AUTO_INCREMENT, \`revision\` int NOT NULL, \`action\` varchar(16) NOT NULL, \`pins\` json NOT NULL, \`reason\` varchar(500) NOT NULL, \`changedBy\` varchar(64) NOT NULL, \`changedAt\` datetime(3) NOT NULL, \`rolledBackTo\` int NULL, UNIQUE INDEX \`IDX_composition_revisions_revision\` (\`revision\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`remote_releases\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(64) NOT NULL, \`version\` varchar(64) NOT NULL, \`bundleSha256\` varchar(64) NOT NULL, \`manifestSha256\` varchar(64) NOT NULL, \`files\` json NOT NULL, \`totalBytes\` int NOT NULL, \`shared\` json NOT NULL, \`builtAt\` datetime(3) NULL, \`gitCommit\` varchar(64) NULL, \`publishedAt\` datetime(3) NOT NULL, \`publishedBy\` varchar(64) NOT NULL, \`yankedAt\` datetime(3) NULL, \`yankedBy\` varchar(64) NULL, \`yankReason\` varchar(500) NULL, UNIQUE INDEX \`IDX_remote_releases_name_version\` (\`name\`, \`version\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    // Each pin change of the old tables becomes a revision holding every pin after it, so the
    // composition and its history carry over.
    const changes: { name: string; version: string; changedAt: string | Date }[] = await queryRunner.query(
      `SELECT \`name\`, \`version\`, \`changedAt\` FROM \`remote_pin_changes\` ORDER BY \`id\``,
    );
    const pins = new Map<string, string>();
    for (const [index, change] of changes.entries()) {
      pins.set(change.name, change.version);
      await queryRunner.query(
        `INSERT INTO \`composition_revisions\` (\`revision\`, \`action\`, \`pins\`, \`reason\`, \`changedBy\`, \`changedAt\`, \`rolledBackTo\`) VALUES (?, 'pin', ?, 'Pinned before the composition had revisions', 'unknown', ?, NULL)`,
        [index + 1, JSON.stringify([...pins].map(([name, version]) => ({ name, version }))), change.changedAt],
      );
    }
    await queryRunner.query(`DROP INDEX \`IDX_remote_pin_changes_name\` ON \`remote_pin_changes\``);
    await queryRunner.query(`DROP TABLE \`remote_pin_changes\``);
    await queryRunner.query(`DROP TABLE \`remote_pins\``);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`remote_pin_changes\` (\`id\` int NOT NULL AUTO_INCREMENT, \`name\` varchar(64) NOT NULL, \`version\` varchar(64) NOT NULL, \`previousVersion\` varchar(64) NOT NULL, \`changedAt\` datetime(3) NOT NULL, INDEX \`IDX_remote_pin_changes_name\` (\`name\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`CREATE TABLE \`remote_pins\` (\`name\` varchar(64) NOT NULL, \`version\` varchar(64) NOT NULL, \`pinnedAt\` datetime(3) NOT NULL, PRIMARY KEY (\`name\`)) ENGINE=InnoDB`);
    // The pins of the latest revision come back; the history before them does not.
    const latest: { pins: string | { name: string; version: string }[]; changedAt: string | Date }[] = await queryRunner.query(
      `SELECT \`pins\`, \`changedAt\` FROM \`composition_revisions\` ORDER BY \`revision\` DESC LIMIT 1`,
    );
    const stored = latest[0]?.pins ?? [];
    const pins: { name: string; version: string }[] = typeof stored === 'string' ? JSON.parse(stored) : stored;
    for (const pin of pins) {
      await queryRunner.query(`INSERT INTO \`remote_pins\` (\`name\`, \`version\`, \`pinnedAt\`) VALUES (?, ?, ?)`, [pin.name, pin.version, latest[0].changedAt]);
    }
    await queryRunner.query(`DROP INDEX \`IDX_remote_releases_name_version\` ON \`remote_releases\``);
    await queryRunner.query(`DROP TABLE \`remote_releases\``);
    await queryRunner.query(`DROP INDEX \`IDX_composition_revisions_revision\` ON \`composition_revisions\``);
    await queryRunner.query(`DROP TABLE \`composition_revisions\``);
  }
}
