import type { ColumnOptions } from 'typeorm';

/**
 * Column shapes that mean the same on SQLite and MySQL/MariaDB (see STACK-NOTES): explicit types
 * for nullable columns, `datetime(3)` instead of `timestamp`, no native enums.
 */
export const nameColumn: ColumnOptions = { type: 'varchar', length: 255 };
export const descriptionColumn: ColumnOptions = { type: 'varchar', length: 500, nullable: true };
export const statusColumn: ColumnOptions = { type: 'varchar', length: 32, default: 'pending' };
export const pathColumn: ColumnOptions = { type: 'varchar', length: 1024, nullable: true };
export const shortTextColumn = (nullable: boolean): ColumnOptions => ({ type: 'varchar', length: 50, nullable });
export const idColumn = (nullable: boolean): ColumnOptions => ({ type: 'int', nullable });
export const dateTimeColumn: ColumnOptions = { type: 'datetime', precision: 3 };
