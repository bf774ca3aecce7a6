import { REUSING_TOOLS } from "@shared/generation/tools";
import { Repeat } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/lib/toast";
import { useFetchHistoryItem } from "../api/history";

/**
 * Opens a tool with the item's Prompt Mãe (navigation state, like the follow-ups): a prompt's
 * own text, or the one a strategy or script was made from, never the strategy or script itself;
 * a Prompt Mãe without a brand can also be saved as one.
 */
export function ReuseMenu({ id, saveAsBrand }: { id: string; saveAsBrand?: () => void }) {
  const navigate = useNavigate();
  const fetchItem = useFetchHistoryItem();
  const reuse = async (to: string) => {
    const { basePrompt } = await fetchItem(id);
    if (basePrompt === null) {
      toast.error("Não é possível reutilizar este conteúdo", {
        description: "Ele foi salvo sem o Prompt Mãe que o originou.",
      });
      return;
    }
    navigate(to, { state: { basePrompt } });
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <Repeat aria-hidden="true" />
          Reutilizar
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {REUSING_TOOLS.map((tool) => (
          <DropdownMenuItem key={tool.kind} onSelect={() => void reuse(tool.path)}>
            {tool.reuse}
          </DropdownMenuItem>
        ))}
        {saveAsBrand && (
          <DropdownMenuItem onSelect={saveAsBrand}>Salvar como marca</DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
