import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import { Badge, Paper, Radio, Title } from '@mantine/core';
import { Icon } from '@/components/icon';
import { bookingPage, consultationOptions } from '@/content/booking';
import surfaces from '@/components/surfaces.module.css';
import classes from './booking-flow.module.css';

/** Step 1: the session type, as radio cards. */
export function BookingTypeStep({
  headingId,
  value,
  onChange,
  disabled,
}: {
  headingId: string;
  value: string;
  onChange: (id: string) => void;
  disabled: boolean;
}) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
      <Radio.Group
        name="consultation-type"
        value={value}
        onChange={onChange}
        label={
          <Title order={2} id={headingId} tabIndex={-1} className={classes.heading}>
            <span className={classes.stepNumber}>1</span> {bookingPage.steps.type.title}
          </Title>
        }
        description={bookingPage.steps.type.intro}
        descriptionProps={{ c: 'gray.7' }}
      >
        <div className={classes.types}>
          {consultationOptions.map((candidate) => (
            <Radio.Card key={candidate.id} value={candidate.id} radius="md" className={`${surfaces.choice} ${classes.type}`} disabled={disabled}>
              <span className={classes.typeTop}>
                <span className={classes.typeIcon}>
                  <Icon name={candidate.icon} size={22} />
                </span>
                <Radio.Indicator />
              </span>
              <span className={classes.typeTitle}>{candidate.title}</span>
              <span className={classes.typeMeta}>
                <span>{candidate.duration}</span>
                <Badge color="teal.9" variant="filled" size="sm">
                  {bookingPage.free}
                </Badge>
                {candidate.badge ? (
                  <Badge color="accent.8" variant="filled" size="sm">
                    {candidate.badge}
                  </Badge>
                ) : null}
              </span>
              <span className={classes.typeText}>{candidate.description}</span>
              <span className={classes.typeFeatures}>
                {candidate.features.map((feature) => (
                  <span key={feature} className={classes.typeFeature}>
                    <Icon name="check" size={14} /> {feature}
                  </span>
                ))}
              </span>
              <span className={classes.typeRequirements}>{candidate.requirements}</span>
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
    </Paper>
  );
}
