import type { LinkAction } from '@/content/types';
import { Group, LinkButton } from './ui';

/** A band's buttons: the first, the main action, filled in the action colour; the others outlined. */
export function ActionButtons({ actions, justify }: { actions: readonly LinkAction[]; justify?: 'center' }) {
  return (
    <Group mt="xl" gap="md" justify={justify}>
      {actions.map((action, index) => (
        <LinkButton key={action.to + action.label} href={action.to} size="lg" variant={index === 0 ? 'filled' : 'outline'}>
          {action.label}
        </LinkButton>
      ))}
    </Group>
  );
}
