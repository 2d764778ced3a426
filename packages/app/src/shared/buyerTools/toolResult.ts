/** A change a tool made, or why it refused (a message for the screen to show as it is). */
export type ToolResult<T> = { ok: true; value: T } | { ok: false; message: string };

export const done = <T>(value: T): ToolResult<T> => ({ ok: true, value });
export const refused = <T>(message: string): ToolResult<T> => ({ ok: false, message });
