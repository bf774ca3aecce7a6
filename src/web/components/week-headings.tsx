import { WEEK_COLUMNS } from "@shared/dates";

/** A month grid's column headings, from the day weeks start on: "Dom" shown, "domingo" spoken. */
export function WeekHeadings() {
  return (
    <thead>
      <tr>
        {WEEK_COLUMNS.map((day) => (
          <th
            key={day.short}
            scope="col"
            abbr={day.long}
            className="pb-1 text-xs font-medium text-muted-foreground"
          >
            {day.short}
          </th>
        ))}
      </tr>
    </thead>
  );
}
