import { Button, Menu } from '@mantine/core';
import { FORUM_LIMITS } from '@exam/domain';
import { useEffect, useState } from 'react';

/** Share a post (spec §2.5): copy link (with a 2 s confirmation), Twitter, WhatsApp. */
export function ShareMenu({ path, title }: { path: string; title: string }) {
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${path}`;
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), FORUM_LIMITS.shareCopiedMs);
    return () => clearTimeout(t);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // clipboard refused (http, old browser): fall back to a selection copy
      const area = document.createElement('textarea');
      area.value = url;
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" data-testid="share">
          {copied ? 'Copied!' : 'Share'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void copy()} data-testid="share-copy">Copy link</Menu.Item>
        <Menu.Item component="a" href={`https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`} target="_blank" rel="noopener noreferrer">
          Twitter
        </Menu.Item>
        <Menu.Item component="a" href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
