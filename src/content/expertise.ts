import type { IconName, ImageAsset } from './types';
import { workImage } from './work-images.ts';

/** A sector we specialise in (spec section 3: six expertise items), with its page. */
export interface ExpertiseItem {
  id: string;
  title: string;
  description: string;
  features: readonly string[];
  whyChoose: string;
  icon: IconName;
  /** The industry page. */
  to: string;
  image: ImageAsset;
}

export const expertise: readonly ExpertiseItem[] = [
  {
    id: 'law-firm',
    title: 'Law Firm Websites',
    description: 'Confidential, authoritative websites for solo practitioners, firms and specialty practices.',
    features: ['Practice-area pages', 'Secure consultation forms', 'Attorney profiles'],
    whyChoose: 'Encrypted intake and clear practice pages turn searches into booked consultations.',
    icon: 'scale',
    to: '/law',
    image: workImage('elite-law-group-home', 'A law firm website with practice areas and a consultation button'),
  },
  {
    id: 'medical',
    title: 'Medical Websites',
    description: 'HIPAA-compliant sites for clinics and practices, with online appointments.',
    features: ['Online appointment booking', 'Secure patient forms', 'Doctor and service pages'],
    whyChoose: 'Patients book in two minutes, and their data stays protected.',
    icon: 'medical',
    to: '/medical',
    image: workImage('medcare-plus-home', 'A clinic website with a clinic finder and appointment booking'),
  },
  {
    id: 'logistics',
    title: 'Logistics Systems',
    description: 'Tracking, quoting and fleet tools for transport and logistics companies.',
    features: ['Shipment tracking', 'Instant quote requests', 'Fleet dashboards'],
    whyChoose: 'Customers see where their goods are without calling you.',
    icon: 'truck',
    to: '/logistics',
    image: workImage('globaltrans-tracking', 'A logistics website tracking a shipment on a route map'),
  },
  {
    id: 'corporate',
    title: 'Corporate Websites',
    description: 'Corporate sites that give investors, clients and recruits what they look for.',
    features: ['Investor and press sections', 'Careers pages', 'Multi-office and multilingual'],
    whyChoose: 'A site that presents the company with the same authority as its leadership.',
    icon: 'building',
    to: '/corporate',
    image: workImage('nexus-corporate-home', 'A corporate website with its headline, key figures and practices'),
  },
  {
    id: 'restaurant',
    title: 'Restaurant Websites',
    description: 'Menus, reservations and direct online ordering that fill tables.',
    features: ['Online reservations', 'Direct ordering without commission', 'Menus that update in minutes'],
    whyChoose: 'More bookings on quiet nights and fewer calls during service.',
    icon: 'utensils',
    to: '/restaurant',
    image: workImage('gourmet-haven-home', 'A restaurant website with signature dishes and table reservations'),
  },
  {
    id: 'personal-branding',
    title: 'Personal Branding',
    description: 'Websites for consultants, coaches, speakers and creators whose name is the brand.',
    features: ['Portfolio and case studies', 'Speaking and booking pages', 'Newsletter sign-up'],
    whyChoose: 'One address that shows your best work and brings enquiries to you.',
    icon: 'sparkles',
    to: '/branding',
    image: workImage('influence-platform-home', 'A personal brand website with a speaker portrait and a booking button'),
  },
];
