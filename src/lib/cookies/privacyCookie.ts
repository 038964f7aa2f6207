/**
 * The privacy cookie: the visitor's US state privacy opt-outs, as JSON (`doNotSell`,
 * `limitUseOfPI`). The server writes it with each choice (src/server/privacy/privacyCookie.ts);
 * page scripts read it (src/features/privacy/privacyCookie.ts).
 */
export const PRIVACY_COOKIE_NAME = 'wb_state_privacy';
