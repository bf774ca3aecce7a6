import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** The lists' search (by name or e-mail unless `label` says what else): sent on "Buscar", trimmed. */
export function SearchBox({
  onSearch,
  label = "Buscar por nome ou email",
}: {
  onSearch: (q: string) => void;
  label?: string;
}) {
  const [search, setSearch] = useState("");
  return (
    <search>
      <form
        className="flex max-w-md gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(search.trim());
        }}
      >
        <Input
          type="search"
          aria-label={label}
          placeholder={label}
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Buscar
        </Button>
      </form>
    </search>
  );
}
