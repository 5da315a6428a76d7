/** The studio's identity: every page and the server read it from here, nothing repeats it. */
export const site = {
  name: 'Kestrel Web Studio',
  shortName: 'Kestrel',
  tagline: 'Web design and development studio',
  description:
    'Kestrel Web Studio designs and builds fast, secure websites and turnkey web apps for law firms, clinics, logistics companies, restaurants and growing brands.',
  email: 'hello@kestrelstudio.dev',
  founder: {
    name: 'Daniel Reyes',
    role: 'Founder & Lead Developer',
  },
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kestrel-web-studio' },
    { label: 'GitHub', href: 'https://github.com/kestrel-web-studio' },
    { label: 'Instagram', href: 'https://www.instagram.com/kestrelwebstudio' },
    { label: 'X', href: 'https://x.com/kestrelstudio' },
  ],
} as const;

export const mailtoStudio = `mailto:${site.email}`;
