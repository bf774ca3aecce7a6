import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toolTarget } from "./tool-cards";
import { TOOLS } from "./tools";

/** Signed-in users browse the tools here; an anonymous click on a tab goes to sign-in. */
export function ToolTabs({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  return (
    <Tabs defaultValue={TOOLS[0]?.kind} className="mx-auto max-w-3xl">
      <TabsList className="grid w-full grid-cols-2 sm:grid-cols-4">
        {TOOLS.map((tool) => (
          <TabsTrigger
            key={tool.kind}
            value={tool.kind}
            onClick={signedIn ? undefined : () => navigate("/auth", { state: { from: tool.path } })}
          >
            {tool.home.tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {TOOLS.map((tool) => {
        const target = toolTarget(tool, signedIn);
        return (
          <TabsContent key={tool.kind} value={tool.kind}>
            <Card>
              <CardContent className="space-y-4 pt-6">
                <h2 className="text-lg font-semibold">{tool.home.title}</h2>
                <p className="text-muted-foreground">{tool.home.details}</p>
                <Button asChild>
                  <Link to={target.to} state={target.state}>
                    Começar
                  </Link>
                </Button>
              </CardContent>
            </Card>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
