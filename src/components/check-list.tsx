import { Icon } from './icon';
import classes from './check-list.module.css';

/**
 * Points each after a green tick. `className` places the list where it stands (its margins);
 * `dark` for a list on a dark band.
 */
export function CheckList({ items, className, id, dark = false }: { items: readonly string[]; className?: string; id?: string; dark?: boolean }) {
  return (
    <ul id={id} className={[classes.list, dark ? classes.dark : '', className ?? ''].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item}>
          <span className={classes.check}>
            <Icon name="check" size={20} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
