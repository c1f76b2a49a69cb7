/** The demo account seeded at start and used by the landing page's demo sign-in (see README). */
export const DEMO_ACCOUNT = {
  email: 'demo@passportbuddy.example',
  password: 'demo-passport-2025',
  firstName: 'Demo',
  lastName: 'User',
} as const;
