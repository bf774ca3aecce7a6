import { Repeat } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

const TOOLS = [
  { to: "/strategy-creator", label: "Usar no Estrategista Digital" },
  { to: "/script-creator", label: "Usar na Máquina de Roteiros" },
];

/**
 * Opens a tool with this content as its base prompt (navigation state, like the follow-ups);
 * a Prompt Mãe without a brand can also be saved as one.
 */
export function ReuseMenu({
  loadContent,
  saveAsBrand,
}: {
  loadContent: () => Promise<string>;
  saveAsBrand?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Repeat aria-hidden="true" />
          Reutilizar
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {TOOLS.map((tool) => (
          <DropdownMenuItem
            key={tool.to}
            onSelect={async () => navigate(tool.to, { state: { basePrompt: await loadContent() } })}
          >
            {tool.label}
          </DropdownMenuItem>
        ))}
        {saveAsBrand && (
          <DropdownMenuItem onSelect={saveAsBrand}>Salvar como marca</DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
