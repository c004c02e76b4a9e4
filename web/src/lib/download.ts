/** Saves text the app made or fetched (a CSV export) as a file the person downloads. */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
