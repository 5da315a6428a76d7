import { CardText } from '@/components/card-text';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { CheckList } from '@/components/check-list';
import { Icon } from '@/components/icon';
import { island } from '@/islands/island';
import { useSingleOpen } from '@/components/use-single-open';
import { SERVICE_FEATURES_SHOWN, serviceBlocks, type ServiceBlock } from '@/content/services';
import classes from './service-blocks.module.css';

/** The three service blocks: the first features show, 'Show All' opens one block at a time. */
function ServiceBlocksView({ blocks = serviceBlocks }: { blocks?: readonly ServiceBlock[] }) {
  const [openId, toggle] = useSingleOpen<string>();

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" className={classes.grid}>
      {blocks.map((block) => {
        const open = openId === block.id;
        const listId = `${block.id}-features`;
        const features = open ? block.features : block.features.slice(0, SERVICE_FEATURES_SHOWN);
        return (
          <article key={block.id} className={classes.block} data-open={open || undefined} aria-labelledby={`${block.id}-title`}>
            <span className={classes.icon}>
              <Icon name={block.icon} size={28} />
            </span>
            <CardText title={block.title} text={block.description} size="md" titleId={`${block.id}-title`} />
            <CheckList className={classes.features} id={listId} items={features} />
            {!open ? <Text className={classes.count}>{`+${block.features.length - SERVICE_FEATURES_SHOWN} more features`}</Text> : null}
            <div className={classes.actions}>
              <Button
                variant="outline"
                radius="xl"
                onClick={() => toggle(block.id)}
                aria-expanded={open}
                aria-controls={listId}
                aria-label={`${open ? 'Show Less' : 'Show All'}: ${block.title} features`}
              >
                {open ? 'Show Less' : 'Show All'}
              </Button>
              <Button component="a" href={block.pageLink} radius="xl" aria-label={`View Details: ${block.title}`}>
                View Details
              </Button>
            </div>
          </article>
        );
      })}
    </SimpleGrid>
  );
}

export default ServiceBlocksView;

/** Live with the first pointer, focus or key on it: a Show All pressed before is held and done then. */
export const ServiceBlocks = island('features/services/service-blocks', ServiceBlocksView, { hydrate: ['interaction'] });
