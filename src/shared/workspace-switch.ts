/**
 * A link to an item of another of the user's workspaces switches to it (the server, when it
 * sends the item's page) and the page says so. The switch travels in the page as this
 * element's JSON (`{ "name": "Agência Aurora" }`); its own module, so the visitor's bundle
 * imports nothing else of the workspaces.
 */
export const EMBEDDED_SWITCH_ID = "workspace-switch";

export type WorkspaceSwitch = { name: string };

export const switchNotice = (name: string) => `Você mudou para o espaço de trabalho ${name}`;
