import type { ReactNode } from 'react';
import styles from './data-table.module.css';

interface DataTableProps {
  caption: string;
  columns: string[];
  /** One entry per row. */
  rows: ReactNode[][];
  /** The column whose cell names its row (rendered as the row's header). Default: the first. */
  rowHeader?: number;
  /** With an id, the table and its caption carry ids and the scrolling region is labelled by the caption. */
  id?: string;
  /** The table's class, for a table styled apart from the default. */
  className?: string;
}

/** A data table with a caption and row headers, scrolling sideways on narrow screens. */
export function DataTable({ caption, columns, rows, rowHeader = 0, id, className = styles.table }: DataTableProps) {
  const captionId = id ? `${id}-caption` : undefined;
  return (
    <div className="table-wrap" role="region" {...(captionId ? { 'aria-labelledby': captionId } : { 'aria-label': caption })} tabIndex={0}>
      <table className={className} id={id}>
        <caption id={captionId}>
          <span className="table-caption">{caption}</span>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, rowIndex) => (
            <tr key={rowIndex}>
              {cells.map((cell, cellIndex) =>
                cellIndex === rowHeader ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
