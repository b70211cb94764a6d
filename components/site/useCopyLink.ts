'use client';
import { useRef, useState } from 'react';

/**
 * Copies a link shown in a read-only field. Without a clipboard (a plain-http address, a
 * refusal) the field's text is selected for the keyboard's copy and `copied` says it failed.
 */
export function useCopyLink() {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  async function copy(text: string) {
    // Emptied first, so that copying twice is announced twice.
    setCopied(null);
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      input.current?.select();
      setCopied('failed');
    }
  }
  return { input, copied, copy };
}
