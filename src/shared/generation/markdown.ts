/**
 * Markdown to plain text for the result card and the copy button: the model writes
 * markdown, the card shows readable text (headings, emphasis, links and code marks removed;
 * list bullets kept as "- ").
 */
export function stripMarkdown(markdown: string): string {
  return (
    markdown
      .replace(/\r\n?/g, "\n")
      // fenced code: keep the code, drop the fences
      .replace(/^ {0,3}(```|~~~)[^\n]*\n?/gm, "")
      // images then links: keep the visible text
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      // headings and blockquotes
      .replace(/^ {0,3}#{1,6}[ \t]+/gm, "")
      .replace(/[ \t]+#+[ \t]*$/gm, "")
      .replace(/^ {0,3}>[ \t]?/gm, "")
      // horizontal rules
      .replace(/^ {0,3}([-*_])([ \t]*\1){2,}[ \t]*$/gm, "")
      // bullets "* item" / "+ item" become "- item"
      .replace(/^([ \t]*)[*+][ \t]+/gm, "$1- ")
      // bold, italic, strike-through, inline code
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2")
      .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/g, "$1$2")
      .replace(/(^|[^\w_])_(?=\S)([^_\n]*?\S)_(?![\w_])/g, "$1$2")
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, "$1")
      .replace(/`([^`\n]+)`/g, "$1")
      // at most one blank line in a row
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
