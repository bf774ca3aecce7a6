import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";
import { TOOLS, type Tool } from "./tools";

/** Where a tool link leads: the tool itself, or sign-in remembering the tool. */
export const toolTarget = (tool: Tool, signedIn: boolean) =>
  signedIn ? { to: tool.path } : { to: "/auth", state: { from: tool.path } };

export function ToolCards({ signedIn }: { signedIn: boolean }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      {TOOLS.map((tool) => {
        const Icon = tool.icon;
        const target = toolTarget(tool, signedIn);
        return (
          <li key={tool.kind}>
            <Link
              to={target.to}
              state={target.state}
              className="group block h-full rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Card className="h-full transition-shadow group-hover:border-primary/50 group-hover:shadow-md">
                <CardHeader>
                  <div className="flex items-center justify-between">
                    <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary/10 text-primary">
                      <Icon className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                      {tool.home.step}
                    </span>
                  </div>
                  <h3 className="pt-2 text-lg font-semibold">{tool.home.title}</h3>
                  <CardDescription>{tool.home.description}</CardDescription>
                  <span className="flex items-center gap-1 pt-2 text-sm font-medium text-primary">
                    {signedIn ? "Abrir ferramenta" : "Entrar para usar"}
                    <ArrowRight
                      className="h-4 w-4 transition-transform group-hover:translate-x-1"
                      aria-hidden="true"
                    />
                  </span>
                </CardHeader>
              </Card>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
