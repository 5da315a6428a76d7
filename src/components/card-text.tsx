import { Text, Title, cx } from './ui';
import classes from './card-text.module.css';

interface CardTextProps {
  title: string;
  text: string;
  /** The title's size: sm (1.15rem) for cards in a grid of three or four, md and lg for wider cards. */
  size?: 'sm' | 'md' | 'lg';
  titleId?: string;
  /** Extra classes for spacing or layout; the type itself is shared. */
  titleClassName?: string;
  textClassName?: string;
}

/** A card's h3 title and the text under it, in the type every card on a light surface shares. */
export function CardText({ title, text, size = 'sm', titleId, titleClassName, textClassName }: CardTextProps) {
  return (
    <>
      <Title order={3} id={titleId} className={cx(classes.title, titleClassName)} data-size={size}>
        {title}
      </Title>
      <Text className={cx(classes.text, textClassName)}>{text}</Text>
    </>
  );
}
