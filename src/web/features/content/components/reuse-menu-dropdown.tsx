import { can, REUSING_TOOLS, type ToolKind } from "@shared/generation/tools";
import { useNavigate } from "react-router";
import { useFocusFirstItem } from "@/components/layout/use-lazy-popup";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/lib/toast";
import { useFetchHistoryItem } from "../api/history";
import { useOpenAsPlan } from "../api/open-as-plan";
import { ReuseButton } from "./reuse-button";

export type ReuseMenuProps = {
  id: string;
  contentType: ToolKind;
  saveAsBrand?: () => void;
};

/**
 * Opens a tool with the item's Prompt Mãe (navigation state, like the follow-ups): a prompt's
 * own text, or the one a strategy or script was made from, never the strategy or script itself;
 * a Prompt Mãe without a brand can also be saved as one, and a strategy opened as a plan.
 * Loaded on the first use of its button (reuse-menu.tsx) and shown open at once; opened by a
 * key, focus goes to its first item, as the account menu does.
 */
export default function ReuseMenuDropdown({
  id,
  contentType,
  saveAsBrand,
  focusFirstItem,
}: ReuseMenuProps & { focusFirstItem: boolean }) {
  const focusFirst = useFocusFirstItem(focusFirstItem);
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
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <ReuseButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onFocus={focusFirst}>
        {REUSING_TOOLS.map((tool) => (
          <DropdownMenuItem key={tool.kind} onSelect={() => void reuse(tool.path)}>
            {tool.reuse}
          </DropdownMenuItem>
        ))}
        {can(contentType, "makesPlan") && (
          <DropdownMenuItem onSelect={() => openAsPlan(id)}>Abrir como plano</DropdownMenuItem>
        )}
        {saveAsBrand && (
          <DropdownMenuItem onSelect={saveAsBrand}>Salvar como marca</DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
