import { useEffect, useRef } from 'react';
import { typingPhrases, typingSummary } from '@/content/home';
import { TYPING_ATTRIBUTE, startTypingHeadlines } from './typing-text';
import classes from './home-hero.module.css';

/**
 * The changing line under the heading; screen readers get one static sentence instead. The page
 * arrives showing the first phrase in full; the typing is a small script, not a React island: the
 * page's loader starts it when the line comes into view, and on a page the router renders this
 * component starts it (under reduced motion the first phrase stays).
 */
export function TypingHeadline() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (ref.current?.parentElement) startTypingHeadlines(ref.current.parentElement);
  }, []);
  return (
    <>
      <span className="visually-hidden">{typingSummary}</span>
      <span ref={ref} className={classes.typing} aria-hidden="true" data-testid="typing-headline" {...{ [TYPING_ATTRIBUTE]: JSON.stringify(typingPhrases) }}>
        {typingPhrases[0]}
        <span className={classes.caret} />
      </span>
    </>
  );
}
