/**
 * Lean building blocks for the static parts of pages: the subset of Mantine's layout and type
 * components (Container, Group, Stack, SimpleGrid, Text, Title, Button as a link, Badge, Paper,
 * List, ThemeIcon, Anchor) that the site's static sections use, drawn with the theme's own
 * CSS variables and a few classes (ui.module.css) instead of per-element inline style blocks.
 * A page's HTML is then mostly its content: what arrives is what is read, and the browser styles it
 * cheaply. Islands keep Mantine's own components, which they need to behave.
 */
import { createContext, createElement, useContext, type CSSProperties, type ElementType, type ReactNode, type Ref } from 'react';
import classes from './ui.module.css';

type Space = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;
type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** A Mantine colour reference ('brand.8', 'gray.7', 'white') as a CSS colour. */
export function themeColor(color: string): string {
  if (color === 'white' || color === 'black') return `var(--mantine-color-${color})`;
  const [name, shade] = color.split('.');
  return shade === undefined ? `var(--mantine-color-${name}-filled)` : `var(--mantine-color-${name}-${shade})`;
}

/** A spacing token or a number of pixels, as Mantine reads them. */
export function space(value: Space): string {
  return typeof value === 'number' ? `${value / 16}rem` : `var(--mantine-spacing-${value})`;
}

/** The class names given, joined; none when all are empty. */
export function cx(...names: (string | false | undefined | null)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

interface BoxProps {
  className?: string | undefined;
  style?: CSSProperties | undefined;
  mt?: Space | 'auto' | undefined;
  mb?: Space | undefined;
  id?: string | undefined;
  children?: ReactNode;
}

/** Margin props as an inline style (only where a block asks for one). */
function margins({ mt, mb, style }: Pick<BoxProps, 'mt' | 'mb' | 'style'>): CSSProperties | undefined {
  if (mt === undefined && mb === undefined && style === undefined) return undefined;
  return {
    ...(mt === undefined ? {} : { marginTop: mt === 'auto' ? 'auto' : space(mt) }),
    ...(mb === undefined ? {} : { marginBottom: space(mb) }),
    ...style,
  };
}

// ---------------------------------------------------------------------------------------------
// Layout

export function Container({
  size = 'md',
  py,
  ta,
  className,
  id,
  children,
}: { size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl'; py?: Responsive<number>; ta?: 'center' } & BoxProps) {
  const padding = py === undefined ? undefined : typeof py === 'number' ? { base: py } : py;
  const style: Record<string, string> = {};
  if (padding) for (const [key, value] of Object.entries(padding)) style[`--py-${key}`] = `${value / 16}rem`;
  return (
    <div id={id} className={cx(classes.container, padding && classes.py, className)} data-size={size} data-ta={ta} style={padding ? style : undefined}>
      {children}
    </div>
  );
}

export function Group({
  gap = 'md',
  justify,
  align,
  wrap,
  component = 'div',
  className,
  mt,
  mb,
  children,
  ...rest
}: {
  gap?: Space;
  justify?: 'center' | 'space-between' | 'flex-end' | 'flex-start';
  align?: 'start' | 'flex-start' | 'center';
  wrap?: 'nowrap';
  component?: ElementType;
} & BoxProps &
  Record<`aria-${string}` | `data-${string}`, string | undefined>) {
  return createElement(
    component,
    {
      ...rest,
      className: cx(classes.group, className),
      'data-justify': justify,
      'data-align': align === 'start' ? 'flex-start' : align,
      'data-nowrap': wrap === 'nowrap' ? '' : undefined,
      style: { ...margins({ mt, mb }), ['--gap' as string]: space(gap) },
    },
    children,
  );
}

export function Stack({ gap = 'md', className, mt, mb, children }: { gap?: Space } & BoxProps) {
  return (
    <div className={cx(classes.stack, className)} style={{ ...margins({ mt, mb }), ['--gap' as string]: space(gap) }}>
      {children}
    </div>
  );
}

/** Equal columns, by breakpoint: `cols={{ base: 1, sm: 2, lg: 4 }}`. */
export function SimpleGrid({
  cols = 1,
  spacing = 'md',
  verticalSpacing,
  component = 'div',
  className,
  mt,
  mb,
  ref,
  children,
  ...rest
}: {
  cols?: Responsive<number>;
  spacing?: Space;
  verticalSpacing?: Space;
  component?: ElementType;
  ref?: Ref<HTMLDivElement>;
} & BoxProps &
  Record<`aria-${string}`, string | undefined>) {
  const columns = typeof cols === 'number' ? { base: cols } : cols;
  const style: Record<string, string> = { ['--gap']: space(spacing), ['--row-gap']: space(verticalSpacing ?? spacing) };
  for (const [key, value] of Object.entries(columns)) if (value !== undefined) style[`--cols-${key}`] = String(value);
  return createElement(component, { ...rest, ref, className: cx(classes.grid, className), style: { ...margins({ mt, mb }), ...style } }, children);
}

// ---------------------------------------------------------------------------------------------
// Type

export function Text({
  component = 'p',
  size,
  c,
  fw,
  ta,
  tt,
  maw,
  className,
  mt,
  mb,
  style,
  id,
  children,
}: {
  component?: ElementType;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  c?: string;
  fw?: number;
  ta?: 'center';
  tt?: 'uppercase';
  maw?: number;
} & BoxProps) {
  const inline: CSSProperties = {
    ...margins({ mt, mb, style }),
    ...(c === undefined ? {} : { color: themeColor(c) }),
    ...(fw === undefined ? {} : { fontWeight: fw }),
    ...(maw === undefined ? {} : { maxWidth: `${maw / 16}rem` }),
    ...(ta === undefined ? {} : { textAlign: ta }),
    ...(tt === undefined ? {} : { textTransform: tt }),
  };
  return createElement(
    component,
    { id, className: cx(classes.text, className), 'data-size': size, style: Object.keys(inline).length > 0 ? inline : undefined },
    children,
  );
}

export function Title({
  order = 1,
  className,
  id,
  mt,
  mb,
  children,
  ...rest
}: { order?: 1 | 2 | 3 | 4 | 5 | 6 } & BoxProps & Record<`aria-${string}` | `data-${string}`, string | undefined>) {
  return createElement(`h${order}`, { ...rest, id, className: cx(classes.title, className), 'data-order': order, style: margins({ mt, mb }) }, children);
}

/** A text link in the brand colour. */
export function Anchor({
  href,
  className,
  fw,
  c,
  underline,
  children,
  ...rest
}: { href: string; fw?: number; c?: string; underline?: 'always' | 'hover' } & BoxProps & Record<`aria-${string}`, string | undefined>) {
  const style: CSSProperties = { ...(fw === undefined ? {} : { fontWeight: fw }), ...(c === undefined ? {} : { color: themeColor(c) }) };
  return (
    <a {...rest} href={href} className={cx(classes.anchor, className)} data-underline={underline} style={Object.keys(style).length > 0 ? style : undefined}>
      {children}
    </a>
  );
}

// ---------------------------------------------------------------------------------------------
// Buttons, badges, surfaces

/**
 * The site's two button styles (and a quiet one): `filled` is the primary action, in the one action
 * colour; `outline` the secondary, which turns white on a dark surface; `subtle` a text button.
 * Their colours come from the tokens (tokens.css), never from the caller.
 */
export type ButtonVariant = 'filled' | 'outline' | 'subtle';

export interface LinkButtonProps extends BoxProps {
  href: string;
  variant?: ButtonVariant;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  target?: string;
  rel?: string;
  download?: string;
  [attribute: `data-${string}`]: string | undefined;
  [attribute: `aria-${string}`]: string | undefined;
}

/** A link drawn as a button: a pill, filled (primary) or outlined (secondary). */
export function LinkButton({ href, variant = 'filled', size = 'sm', fullWidth = false, className, mt, mb, style, children, ...rest }: LinkButtonProps) {
  return (
    <a
      {...rest}
      href={href}
      className={cx(classes.button, className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth ? '' : undefined}
      style={margins({ mt, mb, style })}
    >
      {children}
    </a>
  );
}

export function Badge({
  variant = 'filled',
  color = 'brand.7',
  size = 'md',
  radius = 'xl',
  component = 'span',
  className,
  children,
  ...rest
}: {
  variant?: 'filled' | 'outline' | 'light';
  color?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  radius?: 'sm' | 'md' | 'xl';
  component?: ElementType;
} & BoxProps &
  Record<`data-${string}`, string | undefined>) {
  return createElement(
    component,
    {
      ...rest,
      className: cx(classes.badge, className),
      'data-variant': variant,
      'data-size': size,
      'data-radius': radius,
      style: { ['--badge-color-base' as string]: themeColor(color) },
    },
    children,
  );
}

export function Paper({
  p,
  radius = 'md',
  withBorder = false,
  shadow,
  component = 'div',
  className,
  children,
  ...rest
}: {
  p?: Responsive<'xs' | 'sm' | 'md' | 'lg' | 'xl'>;
  radius?: 'sm' | 'md' | 'lg' | 'xl';
  withBorder?: boolean;
  shadow?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  component?: ElementType;
} & BoxProps &
  Record<`aria-${string}` | `data-${string}`, string | undefined>) {
  const padding = p === undefined ? {} : typeof p === 'string' ? { base: p } : p;
  const style: Record<string, string> = {};
  for (const [key, value] of Object.entries(padding)) style[`--p-${key}`] = `var(--mantine-spacing-${value})`;
  return createElement(
    component,
    {
      ...rest,
      className: cx(classes.paper, className),
      'data-radius': radius,
      'data-border': withBorder ? '' : undefined,
      'data-shadow': shadow,
      style: Object.keys(style).length > 0 ? style : undefined,
    },
    children,
  );
}

/** A coloured square holding an icon or a number. */
export function ThemeIcon({
  size = 28,
  radius = 'sm',
  color = 'brand.7',
  c,
  children,
}: {
  size?: number;
  radius?: 'sm' | 'md' | 'xl';
  color?: string;
  /** The icon's own colour (white by default). */
  c?: string;
  children: ReactNode;
}) {
  const style: Record<string, string> = { '--ti-size': `${size / 16}rem`, '--ti-color': themeColor(color) };
  if (c !== undefined) style.color = themeColor(c);
  return (
    <span className={classes.themeIcon} data-radius={radius} aria-hidden="true" style={style}>
      {children}
    </span>
  );
}

/** A list; with `icon`, each item shows it instead of a bullet. */
export function List({ spacing, size, icon, className, mt, mb, children }: { spacing?: Space; size?: 'sm' | 'md' | 'lg'; icon?: ReactNode } & BoxProps) {
  return (
    <ul
      className={cx(classes.list, className)}
      data-size={size}
      data-with-icon={icon === undefined ? undefined : ''}
      style={{ ...margins({ mt, mb }), ...(spacing === undefined ? {} : { ['--list-spacing' as string]: space(spacing) }) }}
    >
      {icon === undefined ? children : <ListIcon.Provider value={icon}>{children}</ListIcon.Provider>}
    </ul>
  );
}

const ListIcon = createContext<ReactNode>(undefined);

export function ListItem({ children }: { children: ReactNode }) {
  const icon = useContext(ListIcon);
  return (
    <li className={classes.listItem}>
      {icon === undefined ? null : <span className={classes.listIcon}>{icon}</span>}
      <span>{children}</span>
    </li>
  );
}
