import styles from './data-table.module.css';

interface DataTableProps {
  caption: string;
  columns: string[];
  /** One entry per row; the first cell is the row's header. */
  rows: React.ReactNode[][];
}

/** A simple data table with a caption and row headers, scrolling sideways on narrow screens. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <div className="table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
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
                cellIndex === 0 ? (
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
