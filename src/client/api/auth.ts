import { messageSchema, successSchema } from '#shared/schemas/common.ts';
import {
  SubscriptionStatusSchema,
  UserSchema,
  type ChangePasswordBody,
  type LoginBody,
  type SignupBody,
} from '#shared/schemas/auth.ts';
import { apiQueryOrSignedOut, callApi } from '#client/lib/api.ts';

/** src/server/routes/auth.routes.ts: signed out is an answer (null) for the two "who am I" reads. */

export const subscriptionStatusQuery = () => apiQueryOrSignedOut(SubscriptionStatusSchema, '/api/subscription-status');
export const currentUserQuery = () => apiQueryOrSignedOut(UserSchema, '/api/auth/user');

export const login = (body: LoginBody) => callApi(UserSchema, 'POST', '/api/auth/login', body);
export const signup = (body: SignupBody) => callApi(UserSchema, 'POST', '/api/auth/signup', body);
export const startDemo = () => callApi(UserSchema, 'POST', '/api/auth/demo');
export const logout = (everywhere: boolean) =>
  callApi(successSchema, 'POST', everywhere ? '/api/auth/logout-all' : '/api/auth/logout');
export const sendSignInLink = (body: { email: string; next?: string | undefined }) =>
  callApi(messageSchema, 'POST', '/api/auth/sign-in-link', body);
export const resendVerifyEmail = () => callApi(messageSchema, 'POST', '/api/auth/verify-email');
export const changePassword = (body: ChangePasswordBody) => callApi(messageSchema, 'POST', '/api/auth/password', body);
