import { site } from '@/content/site';

/** The studio's social profiles, each opening in a new tab. */
export function SocialLinks({ label, className, linkClassName }: { label: string; className?: string; linkClassName?: string }) {
  return (
    <ul className={className} aria-label={label}>
      {site.social.map((profile) => (
        <li key={profile.label}>
          <a href={profile.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            {profile.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
