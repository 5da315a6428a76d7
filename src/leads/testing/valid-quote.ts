// A quote every rule accepts, written out as a visitor fills it in: the schema tests validate it and
// the wizard's test checks that filling the form sends exactly these values.
export const VALID_QUOTE = {
  projectType: 'Web Application',
  location: 'UAE',
  budget: '$5,000 - $10,000',
  timeline: '1-2 months',
  email: 'owner@clinic.example',
  phone: '+971 4 123 4567',
  additionalInfo: 'Patient portal',
  features: ['Mobile Responsive', 'User Accounts'],
} as const;
