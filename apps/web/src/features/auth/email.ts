import { isEmail } from '@ratelens/domain';

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address, for example name@company.com.';

export function validateEmail(value: string): string | null {
  if (!value.trim()) return 'Enter your email address.';
  return isEmail(value.trim()) ? null : INVALID_EMAIL_MESSAGE;
}

export const CODE_PATTERN = /^\d{6}$/;

export function validateCode(value: string): string | null {
  if (!value.trim()) return 'Enter the 6-digit code from the email.';
  return CODE_PATTERN.test(value.trim()) ? null : 'The code is 6 digits, for example 123456.';
}
