/**
 * Saves text the app built itself (no request): a Blob behind a temporary object URL, clicked
 * through a detached link so the browser's own download handling (and its prompt) applies.
 */
export function downloadTextFile(fileName: string, content: string, type = 'text/csv;charset=utf-8') {
  // The byte-order mark lets Excel read the UTF-8 text (rupee signs, Indian names) correctly.
  const blob = new Blob(['\uFEFF', content], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
