import '@mantine/core/styles/Progress.layer.css';
import { Progress } from '@mantine/core';
import { SimpleGrid, Text, Title } from '@/components/ui';
import type { TeamMember } from '@/content/team';
import { SiteImage } from '@/components/site-image';
import surfaces from '@/components/surfaces.module.css';
import classes from './team-members.module.css';

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <article className={`${classes.card} ${surfaces.panel}`}>
      <SiteImage image={member.image} className={classes.portrait} />
      <div className={classes.body}>
        <Title order={3} className={classes.name}>
          {member.name}
        </Title>
        <Text className={classes.role}>{member.role}</Text>
        <Text className={classes.bio}>{member.bio}</Text>
        <ul className={classes.skills} aria-label={`${member.name}'s skills`}>
          {member.skills.map((skill) => (
            <li key={skill.name} className={classes.skill}>
              <div className={classes.skillHead}>
                <span>{skill.name}</span>
                <span>{skill.percentage}%</span>
              </div>
              <Progress value={skill.percentage} color="brand.7" size="sm" radius="xl" aria-hidden="true" />
            </li>
          ))}
        </ul>
        <dl className={classes.stats}>
          <div className={classes.stat}>
            <dt>Projects</dt>
            <dd>{member.stats.projects}</dd>
          </div>
          <div className={classes.stat}>
            <dt>Years of experience</dt>
            <dd>{member.stats.experience}</dd>
          </div>
        </dl>
        <div className={classes.social}>
          {member.social.map((profile) => (
            <a key={profile.label} href={profile.href} target="_blank" rel="noopener noreferrer" className={classes.socialLink}>
              {profile.label}
              <span className="visually-hidden">{` (${member.name}, opens in a new tab)`}</span>
            </a>
          ))}
        </div>
      </div>
    </article>
  );
}

/** The Core Crew grid: six member cards. */
export function TeamMembers({ members }: { members: readonly TeamMember[] }) {
  return (
    <SimpleGrid component="ul" cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" className={surfaces.plainList}>
      {members.map((member) => (
        <li key={member.name}>
          <MemberCard member={member} />
        </li>
      ))}
    </SimpleGrid>
  );
}
