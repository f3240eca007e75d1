import { DataTable } from '@/components/data-table/data-table';
import type { DisclosureCell, DisclosureTable as Table } from '@/lib/disclosure/appendix-ix';
import styles from './disclosure-table.module.css';

function CellContent({ cell }: { cell: DisclosureCell }) {
  if (typeof cell === 'string') return <>{cell}</>;
  return (
    <ul className={styles.links}>
      {cell.items.map((item) => (
        <li key={item.label}>
          {'missing' in item ? (
            <>
              {item.label}: <strong className={styles.missing}>not yet uploaded</strong>
            </>
          ) : item.kind === 'external' ? (
            <a href={item.href} rel="noopener">
              {item.label}
            </a>
          ) : (
            // Files open in the browser's own viewer; the download attribute would hide them on phones.
            <a href={item.href} data-kind={item.kind}>
              {item.label}
              {item.kind === 'file' ? <span className={styles.type}> ({item.href.split('.').pop()!.toUpperCase()})</span> : null}
            </a>
          )}
          {'validity' in item && item.validity ? <span className={styles.validity}> ({item.validity})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** One table of the disclosure: caption, column headers, and the cell that names each row as its header. */
export function DisclosureTable({ table }: { table: Table }) {
  return (
    <DataTable
      id={table.id}
      caption={table.caption}
      columns={table.columns}
      rows={table.rows.map((row) => row.map((cell, index) => <CellContent key={index} cell={cell} />))}
      rowHeader={table.rowHeader}
      className={styles.table}
    />
  );
}
