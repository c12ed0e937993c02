// Saves a Blob the app fetched (a PDF or CSV behind the bearer token) as a file, through a
// temporary object URL and a download link: a plain <a href> could not send the token.
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // NOTE: revoked on the next task, once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
