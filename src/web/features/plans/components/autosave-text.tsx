import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";

const SAVE_AFTER_MS = 700;

type AutoSaveTextProps = {
  id?: string;
  value: string;
  onSave: (value: string) => void;
  multiline?: boolean;
  /** Left empty, it is not saved while typing (only on leaving the field, for the server to refuse). */
  required?: boolean;
  /** The id of a datalist of usual values (a channel, a format). */
  list?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/**
 * A text field that saves itself: once typing pauses, and at once when it loses focus. The
 * server's value replaces the text only when it is not the one this field sent (a rollback, or
 * another tab's change), so typing is never overwritten by the echo of an earlier save.
 */
export function AutoSaveText({ value, onSave, multiline, ...props }: AutoSaveTextProps) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (value.trim() !== sent.current.trim()) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const save = (next: string) => {
    clearTimeout(timer.current);
    pending.current = null;
    if (next.trim() === sent.current.trim()) return;
    sent.current = next;
    onSave(next);
  };
  // Closing the panel with Escape unmounts the field without a blur: what is typed still saves.
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => () => pending.current?.(), []);

  const fieldProps = {
    ...props,
    value: text,
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      setText(next);
      clearTimeout(timer.current);
      pending.current = () => save(next);
      // Clearing a required field to retype it is not a change to send.
      if (!(props.required && next.trim() === "")) {
        timer.current = setTimeout(() => save(next), SAVE_AFTER_MS);
      }
    },
    onBlur: () => save(text),
  };
  return multiline ? <Textarea {...fieldProps} /> : <Input {...fieldProps} />;
}
