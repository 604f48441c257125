import { LlmsCopyButton } from '../CopyMarkdown';
import { LlmsViewOptions } from '../OpenMenu';
import './index.css';

// Where `themeConfig.llmsUI.placement` is 'outline', the outline shows the same Copy Markdown
// button and open menu as the page title does by default, rather than Rspress's second set.

export function LlmsCopyRow() {
  return (
    <div className="rslib-outline-llms">
      <LlmsCopyButton />
    </div>
  );
}

export function LlmsOpenRow() {
  return (
    <div className="rslib-outline-llms">
      <LlmsViewOptions />
    </div>
  );
}
