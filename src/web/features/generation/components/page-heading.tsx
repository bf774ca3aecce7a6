/** The title and lead of a tool screen. */
export function PageHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <header className="space-y-2">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{lead}</p>
    </header>
  );
}
