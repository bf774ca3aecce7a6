import type { ReactNode } from "react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "./table";

type Props<T> = {
  /** Rows as cards on phones (see Table); each cell then names itself with its `label`. */
  cards?: boolean;
  /** The column headings, in order; each row renders one cell per heading. */
  columns: readonly string[];
  rows: readonly T[] | undefined;
  /** Shown across the table when `rows` is empty. */
  empty: string;
  children: (row: T) => ReactNode;
};

/** A table of rows under fixed headings, saying so when there are none. */
export function ListTable<T>({ cards, columns, rows, empty, children }: Props<T>) {
  return (
    <Table cards={cards}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows?.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns.length} className="text-center text-muted-foreground">
              {empty}
            </TableCell>
          </TableRow>
        )}
        {rows?.map(children)}
      </TableBody>
    </Table>
  );
}
