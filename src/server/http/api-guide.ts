/** The getting-started text at the top of /api/docs (Markdown). */
export const API_GUIDE = (base: string) => `Every endpoint the Passport Buddy app uses, with what it takes and answers.
The browser signs in with a session cookie. Errors are always \`{ "code", "message" }\`: switch on \`code\`
(a stable machine code), show \`message\` to people.

Base address: \`${base}\`.`;
