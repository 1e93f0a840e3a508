import { Typography } from '@mantine/core';
import ReactMarkdown, { type Components } from 'react-markdown';

/** Links open elsewhere and pass no referrer or ranking credit. */
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow ugc" />,
  img: ({ node: _node, alt }) => <span>{alt ?? ''}</span>,
};

/**
 * Comment markdown, rendered safely: raw HTML in the text is dropped entirely (`skipHtml`, and no
 * rehype-raw), and react-markdown's URL filter removes `javascript:` and other unsafe links, so
 * nothing a comment says can run as script. Images are not loaded from comments (text only).
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Typography className="forum-markdown" fz="sm">
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </Typography>
  );
}
