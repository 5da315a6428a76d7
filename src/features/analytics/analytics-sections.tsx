import { CardText } from '@/components/card-text';
import { Text } from '@/components/ui';
import { analyticsSections, growthBars, seoTimeline } from '@/content/analytics';
import classes from './analytics-sections.module.css';

const largestGrowth = Math.max(...growthBars.map((bar) => bar.growth));

/** Typical organic-traffic growth by kind of site, as labelled bars (the figures are text too). */
export function GrowthBars() {
  return (
    <>
      <ul className={classes.bars}>
        {growthBars.map((bar) => (
          <li key={bar.label}>
            <div className={classes.barHead}>
              <span>{bar.label}</span>
              <span className={classes.barValue}>{`+${bar.growth}%`}</span>
            </div>
            <div className={classes.track} aria-hidden="true">
              <div className={classes.fill} style={{ width: `${(bar.growth / largestGrowth) * 100}%` }} />
            </div>
            <Text className={classes.months}>{`within ${bar.months} months`}</Text>
          </li>
        ))}
      </ul>
      <Text className={classes.disclaimer}>{analyticsSections.note}</Text>
    </>
  );
}

export function SeoTimeline() {
  return (
    <ol className={classes.timeline}>
      {seoTimeline.map((phase) => (
        <li key={phase.period} className={classes.phase}>
          <Text className={classes.period}>{phase.period}</Text>
          <CardText title={phase.title} text={phase.description} titleClassName={classes.phaseTitle} />
        </li>
      ))}
    </ol>
  );
}
