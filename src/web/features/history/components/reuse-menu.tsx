import { REUSING_TOOLS, type ToolKind } from "@shared/generation/tools";
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
import { useOpenAsPlan } from "../api/open-as-plan";

/**
 * Opens a tool with the item's Prompt Mãe (navigation state, like the follow-ups): a prompt's
 * own text, or the one a strategy or script was made from, never the strategy or script itself;
 * a Prompt Mãe without a brand can also be saved as one, and a strategy opened as a plan.
 */
export function ReuseMenu({
  id,
  contentType,
  saveAsBrand,
}: {
  id: string;
  contentType: ToolKind;
  saveAsBrand?: () => void;
}) {
  const navigate = useNavigate();
  const openAsPlan = useOpenAsPlan();
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
        {contentType === "strategy" && (
          <DropdownMenuItem onSelect={() => openAsPlan(id)}>Abrir como plano</DropdownMenuItem>
        )}
        {saveAsBrand && (
          <DropdownMenuItem onSelect={saveAsBrand}>Salvar como marca</DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
