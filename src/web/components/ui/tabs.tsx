import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useContext,
  useId,
  useState,
} from "react";
import { cn } from "@/lib/utils";

// The WAI-ARIA tabs pattern (automatic activation), written out: Radix's took ~8 KB gzipped
// and a share of every hydration on the home page and the sign-in card, which both open on it.

type TabsState = { baseId: string; value: string | undefined; select: (value: string) => void };

const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("TabsList, TabsTrigger and TabsContent belong inside <Tabs>");
  return tabs;
}

const ids = (baseId: string, value: string) => ({
  tab: `${baseId}-tab-${value}`,
  panel: `${baseId}-panel-${value}`,
});

type TabsProps = Omit<ComponentProps<"div">, "defaultValue"> & {
  /** The open tab, for a caller that keeps it; else the component keeps it from `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const select = (next: string) => {
    if (value === undefined) setOwn(next);
    if (next !== (value ?? own)) onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value: value ?? own, select }}>
      <div {...props} />
    </TabsContext>
  );
}

const KEY_STEPS: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys move between the tabs (wrapping), Home and End to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = KEY_STEPS[event.key];
  if (!step) return;
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  ];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  tabs[step(index, tabs.length)]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "inline-flex h-10 items-center justify-center rounded-md bg-muted p-1 text-muted-foreground max-sm:h-auto max-sm:flex-wrap",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveFocus(event);
      }}
      {...props}
    />
  );
}

type TabsTriggerProps = ComponentProps<"button"> & { value: string };

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const { tab, panel } = ids(tabs.baseId, value);
  return (
    <button
      type="button"
      role="tab"
      id={tab}
      aria-controls={panel}
      aria-selected={selected}
      data-state={selected ? "active" : "inactive"}
      // One tab stop for the whole list: the open tab's.
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm cursor-pointer max-sm:min-h-11",
        className,
      )}
      onClick={(event) => {
        tabs.select(value);
        onClick?.(event);
      }}
      // Automatic activation: the arrow keys open the tab they reach.
      onFocus={(event) => {
        tabs.select(value);
        onFocus?.(event);
      }}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<"div"> & { value: string };

/**
 * The panel of one tab: its content is mounted only while the tab is open. Not a tab stop of
 * its own: every panel of the app opens on something focusable.
 */
export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const { tab, panel } = ids(tabs.baseId, value);
  return (
    <div
      role="tabpanel"
      id={panel}
      aria-labelledby={tab}
      hidden={!selected}
      data-state={selected ? "active" : "inactive"}
      className={cn(
        "mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    >
      {selected && children}
    </div>
  );
}
