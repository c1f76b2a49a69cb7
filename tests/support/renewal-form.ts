/** A complete step-1 configuration and renewal form for API tests that need a submittable application. */
export const US_CONFIG = {
  countryOfResidence: 'US',
  timeline: 'fast',
  reason: 'expiring',
  consulate: 'sf',
  emailNotifications: true,
  smsNotifications: false,
};

export const COMPLETE_FORM = {
  fullName: 'Asha Rao',
  fatherName: 'Ravi Rao',
  motherName: 'Lakshmi Rao',
  dateOfBirth: '1990-04-03',
  placeOfBirth: 'Bengaluru',
  emergencyContact: '+1 415 555 0100',
  currentAddress: '1200 Market Street, Apt 5, San Francisco, CA 94102, USA',
  permanentAddress: '12 MG Road, Bengaluru, Karnataka 560001, India',
  passportNumber: 'K1234567',
  passportIssueDate: '2016-05-01',
  passportExpiryDate: '2026-04-30',
};
