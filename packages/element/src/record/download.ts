// Saving text as a file from the page, with no server: a link to a blob, clicked.

/** Offers `text` for download as `filename`. */
export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The download has started by then; a minute later the text is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
