import { Badge, SimpleGrid, Text, Title } from '@/components/ui';
import { CheckList } from '@/components/check-list';
import { Icon } from '@/components/icon';
import { deliveryPromises, maintenance, paymentNotes, paymentSchedules, pricingOptions } from '@/content/investment';
import surfaces from '@/components/surfaces.module.css';
import classes from './investment-sections.module.css';

export function PricingCards() {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, md: 3 }} spacing={32} verticalSpacing={40} className={classes.list}>
      {pricingOptions.map((option) => (
        <li key={option.title}>
          <article className={classes.price} data-featured={option.highlight ? true : undefined}>
            {option.highlight ? (
              <Badge className={classes.badge} color="accent.8" variant="filled" size="lg">
                {option.highlight}
              </Badge>
            ) : null}
            <Title order={3} className={classes.priceTitle}>
              {option.title}
            </Title>
            <Text className={classes.amount}>{option.price}</Text>
            <Text className={classes.note}>{option.priceNote}</Text>
            <Text className={classes.description}>{option.description}</Text>
            <CheckList className={classes.checks} items={option.includes} />
            <Text className={classes.payment}>{option.payment}</Text>
          </article>
        </li>
      ))}
    </SimpleGrid>
  );
}

export function PaymentTerms() {
  return (
    <>
      <SimpleGrid component="ul" cols={{ base: 1, md: 3 }} spacing="lg" className={classes.list}>
        {paymentSchedules.map((schedule) => (
          <li key={schedule.title} className={`${surfaces.card} ${classes.schedule}`}>
            <Text className={classes.split}>{schedule.split}</Text>
            <Title order={3} className={classes.scheduleTitle}>
              {schedule.title}
            </Title>
            <div className={classes.bar}>
              {schedule.stages.map((stage) => (
                <span key={stage.when} className={classes.segment} style={{ flexGrow: stage.share }}>
                  {`${stage.share}% ${stage.when}`}
                </span>
              ))}
            </div>
          </li>
        ))}
      </SimpleGrid>
      <ul className={classes.notes}>
        {paymentNotes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}

export function MaintenancePlan() {
  return (
    <div className={classes.maintenance}>
      <div>
        <Title order={3} className={classes.priceTitle}>
          {maintenance.title}
        </Title>
        <Text className={classes.amount}>{maintenance.price}</Text>
        <Text className={classes.description}>{maintenance.description}</Text>
      </div>
      <CheckList className={classes.checks} items={maintenance.includes} />
    </div>
  );
}

export function DeliveryPromises() {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" className={classes.list}>
      {deliveryPromises.map((promise) => (
        <li key={promise.label} className={`${surfaces.card} ${classes.promise}`}>
          <span className={classes.promiseIcon}>
            <Icon name={promise.icon} />
          </span>
          <span>
            <span className={classes.promiseValue}>{promise.value}</span>
            <span className={classes.promiseLabel}>{promise.label}</span>
          </span>
        </li>
      ))}
    </SimpleGrid>
  );
}
