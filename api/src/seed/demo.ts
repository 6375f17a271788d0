/** The member everyone signs in as to look around the demo (printed at start, used by the browser tests). */
export const DEMO_SIGN_IN = { email: 'demo@dadhood.app', username: 'demo_dad', password: 'fistbump-demo' } as const;
