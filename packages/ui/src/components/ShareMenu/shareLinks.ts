/**
 * The parts of `navigator` that sharing uses. A component takes them as a prop (defaulting to `navigator`) so
 * stories and tests can hand over a browser with or without Web Share, and a clipboard that works or fails.
 */
export interface ShareApis {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/** The browser has the Web Share API and does not refuse this data. */
export function canWebShare(apis: ShareApis, data: ShareData): boolean {
  return typeof apis.share === 'function' && apis.canShare?.(data) !== false;
}

/** The user closed the share sheet: not a failure, nothing to say. */
export function isShareCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** WhatsApp's "send to a chat of your choice" link, with the title and the URL as the message. */
export function whatsAppShareHref(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

/** Writes the text to the clipboard; false when there is no clipboard (an insecure page) or the browser refuses. */
export async function copyToClipboard(apis: ShareApis, text: string): Promise<boolean> {
  if (!apis.clipboard) return false;
  try {
    await apis.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
