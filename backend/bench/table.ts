/** One row of a benchmark table: column name to cell text. */
export interface Row {
  [column: string]: string;
}

/** Prints rows as a plain-text table with a title, columns padded to their widest cell. */
export function printTable(title: string, rows: Row[]): void {
  const columns = Object.keys(rows[0] ?? {});
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index])).join('  ');
  process.stdout.write(`\n${title}\n${line(columns)}\n${line(widths.map((width) => '-'.repeat(width)))}\n`);
  for (const row of rows) process.stdout.write(`${line(columns.map((column) => row[column]))}\n`);
}
