import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Markdown } from './Markdown';

/** The HTML a comment becomes on screen (for tests; the app renders <Markdown> itself). */
export function renderMarkdownToHtml(markdown: string): string {
  return renderToStaticMarkup(createElement(MantineProvider, null, createElement(Markdown, { children: markdown })));
}
