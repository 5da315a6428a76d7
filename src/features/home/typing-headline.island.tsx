import { useReducedMotion } from '@mantine/hooks';
import { island } from '../../components/island';
import { typingPhrases, typingSummary } from '../../content/home';
import { useTypingText } from './use-typing-text';
import classes from './home-hero.module.css';

/**
 * The changing line under the heading; screen readers get one static sentence instead. The page
 * arrives showing the first phrase in full; once live (and where motion is allowed) it types on.
 */
function TypingHeadlineView() {
  const reduceMotion = useReducedMotion();
  const text = useTypingText(typingPhrases, !reduceMotion);
  return (
    <>
      <span className="visually-hidden">{typingSummary}</span>
      <span className={classes.typing} aria-hidden="true" data-testid="typing-headline">
        {text}
        <span className={classes.caret} />
      </span>
    </>
  );
}

export default TypingHeadlineView;

export const TypingHeadline = island('features/home/typing-headline', TypingHeadlineView, { hydrate: ['visible'] });
