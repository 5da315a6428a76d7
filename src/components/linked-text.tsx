import { Fragment } from 'react';

/** A phrase inside a sentence that links to a page: the sentence names the page, the name is the link. */
export interface TextLink {
  /** The words of `text` that become the link (the first occurrence). */
  text: string;
  to: string;
}

/** `text` with `link.text` as a plain anchor (no router: islands render it too); the whole text when the words are missing. */
export function LinkedText({ text, link, className }: { text: string; link?: TextLink; className?: string }) {
  const at = link ? text.indexOf(link.text) : -1;
  if (!link || at < 0) return <Fragment>{text}</Fragment>;
  return (
    <Fragment>
      {text.slice(0, at)}
      <a href={link.to} className={className}>
        {link.text}
      </a>
      {text.slice(at + link.text.length)}
    </Fragment>
  );
}
