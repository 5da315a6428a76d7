import type { LinkAction } from '@/content/types';
import { Group, LinkButton } from './ui';

/** A band's buttons: the first, the main action, filled in the accent colour; the others white. */
export function ActionButtons({ actions, justify }: { actions: readonly LinkAction[]; justify?: 'center' }) {
  return (
    <Group mt="xl" gap="md" justify={justify}>
      {actions.map((action, index) => (
        <LinkButton
          key={action.to + action.label}
          href={action.to}
          size="lg"
          radius="xl"
          variant={index === 0 ? 'filled' : 'white'}
          color={index === 0 ? 'accent.8' : 'brand.8'}
        >
          {action.label}
        </LinkButton>
      ))}
    </Group>
  );
}
