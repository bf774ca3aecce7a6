/**
 * The id of the `<script type="application/json">` in which the server sends a signed-in page
 * with GET /api/me's answer, so the app starts with it instead of asking (decision 023). Its
 * own module: the visitor's initial bundle imports it, and nothing else of the viewer's schema.
 */
export const EMBEDDED_ME_ID = "me-data";

/** JSON safe inside a `<script>` element: no `<` can close it or open a comment. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
