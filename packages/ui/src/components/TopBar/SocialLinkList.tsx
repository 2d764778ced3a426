import { Link } from '../Link';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from './icons';
import * as styles from './TopBar.css';

/** PlastiHub's profile page on each network, by network; leave out the ones it has none on. */
export interface SocialLinks {
  /** The Facebook page's URL. */
  facebook?: string;
  /** The LinkedIn page's URL. */
  linkedin?: string;
  /** The YouTube channel's URL. */
  youtube?: string;
  /** The Instagram profile's URL. */
  instagram?: string;
}

const socialNetworks = [
  { key: 'facebook', name: 'Facebook', Icon: FacebookIcon },
  { key: 'linkedin', name: 'LinkedIn', Icon: LinkedInIcon },
  { key: 'youtube', name: 'YouTube', Icon: YouTubeIcon },
  { key: 'instagram', name: 'Instagram', Icon: InstagramIcon },
] as const;

/** PlastiHub's profile pages as icon links, one for each network given; nothing without any. */
export function SocialLinkList({
  links,
  className,
}: {
  /** The profile pages; an icon link shows for each network given. */
  links: SocialLinks;
  /** Extra class on the list. */
  className?: string;
}) {
  const networks = socialNetworks.filter(({ key }) => links[key]);
  if (networks.length === 0) return null;
  return (
    <ul
      className={[styles.socialList, className].filter(Boolean).join(' ')}
      aria-label="PlastiHub on social media"
    >
      {networks.map(({ key, name, Icon }) => (
        <li key={key}>
          <Link href={links[key] ?? ''} aria-label={name} className={styles.iconLink}>
            <Icon />
          </Link>
        </li>
      ))}
    </ul>
  );
}
