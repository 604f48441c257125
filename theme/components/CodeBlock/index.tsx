import { type CodeBlockProps, CodeBlock as OriginalCodeBlock } from '@rspress/core/theme-original';
import { cloneElement, isValidElement, type ReactElement } from 'react';
import './index.css';

/**
 * Rspress's code block, with the code itself in the tab order: a line longer than the block
 * scrolls sideways, and a keyboard can only scroll what it can focus.
 */
export function CodeBlock({ children, ...props }: CodeBlockProps) {
  const code =
    isValidElement(children) && children.type === 'pre'
      ? cloneElement(children as ReactElement<{ tabIndex?: number }>, { tabIndex: 0 })
      : children;
  return <OriginalCodeBlock {...props}>{code}</OriginalCodeBlock>;
}
