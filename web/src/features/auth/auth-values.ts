/** What the sign-in form holds. */
export interface Login {
  email: string;
  password: string;
}

/** What the sign-up form holds. */
export interface Signup {
  name: string;
  email: string;
  password: string;
}
