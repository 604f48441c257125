// Rspress's outline imports its own Copy Markdown and Open rows and shows them only with
// `llmsUI.placement: 'outline'`, which this site does not use. Left stock, the rows, their icons
// and their styles would still ship in every page's first load; in their place, nothing.

export function LlmsCopyRow() {
  return null;
}

export function LlmsOpenRow() {
  return null;
}
