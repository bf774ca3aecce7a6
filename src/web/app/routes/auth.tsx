// Placeholder until its feature lands.
export default function Page() {
  return <p className="py-12 text-center text-muted-foreground">Em construção.</p>;
}
